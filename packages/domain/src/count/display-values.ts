import type { CountMetaData } from './count-object.ts';
import { displayAnswer } from '../format/answer-text.ts';
import { ELEMENT_LABELS } from './enums.ts';
import { UNRECOGNISED_BIRD, type CountBirdEntry, type CountBirds } from './count-bird.ts';

type MetaKey = keyof CountMetaData;

/** The summary's label for each stored answer of the count place step. */
export const META_LABELS = {
  telplek: 'Telplek',
  teller: 'Teller',
  neerslag: 'Neerslag',
  groottetuin: 'Grootte tuin',
  beplanting: 'Beplanting',
  katten: 'Katten',
  bestrijdingsmiddelen: 'Bestrijdingsmiddelen',
  voeding: 'Bijvoeren',
  elementen: 'In je tuin',
} as const satisfies Partial<Record<MetaKey, string>>;

/** A stored answer as the summary shows it; a list (garden elements) as labels, with commas. */
export function displayMetaValue(
  value: string | readonly string[] | undefined,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : displayAnswer(value);
  if (value.length === 0) return undefined;
  // Garden elements are stored in lowercase; shown with the label the form showed.
  const labels = new Map(ELEMENT_LABELS.map((label) => [label.toLowerCase(), label]));
  return value.map((v) => labels.get(v.trim().toLowerCase()) ?? displayAnswer(v)).join(', ');
}

/**
 * The counted birds as a list shows them: in counting order, 'Niet herkend' always last (it is
 * the odd one out, not the first thing to read), and birds counted 0 left out.
 */
export function birdsForDisplay(birds: CountBirds): [string, CountBirdEntry][] {
  const entries = Object.entries(birds).filter(([, b]) => b.birdCount > 0);
  const unrecognised = entries.filter(([id]) => id === UNRECOGNISED_BIRD.id);
  return [...entries.filter(([id]) => id !== UNRECOGNISED_BIRD.id), ...unrecognised];
}
