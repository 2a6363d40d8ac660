import { LOCALE } from '../campaign/amsterdam-time.ts';
import { formatThousands } from './numbers.ts';
import { lazily } from './lazily.ts';

const rules = lazily(() => new Intl.PluralRules(LOCALE));

/** A Dutch noun form chosen by `Intl.PluralRules` (nl has 'one' and 'other'). */
export interface NounForms {
  one: string;
  other: string;
}

export const BIRD_NOUN: NounForms = { one: 'vogel', other: 'vogels' };
export const SPECIES_NOUN: NounForms = { one: 'soort', other: 'soorten' };
export const DAY_NOUN: NounForms = { one: 'dag', other: 'dagen' };
export const MINUTE_NOUN: NounForms = { one: 'minuut', other: 'minuten' };

/** `1 vogel`, `34 vogels`, `1.234 vogels`: the number with the thousands dot, then the noun. */
export function plural(count: number, noun: NounForms): string {
  const form = rules().select(count) === 'one' ? noun.one : noun.other;
  return `${formatThousands(count)} ${form}`;
}

/** The count screen's running total, e.g. `34 vogels, 10 soorten`. */
export function runningTotalText(birds: number, species: number): string {
  return `${plural(birds, BIRD_NOUN)}, ${plural(species, SPECIES_NOUN)}`;
}
