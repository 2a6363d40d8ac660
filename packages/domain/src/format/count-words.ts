import { type NounForms, plural } from './plural.ts';

/**
 * One meaning per word, everywhere (home, results, office, export):
 * - a 'telling' is one count: one garden or balcony, half an hour, one submission;
 * - a 'deelnemer' is a person who counted: each count says how many took part ('Aantal
 *   deelnemers'), and the deelnemers of a campaign are the sum of those.
 * Where both matter both figures are shown, each under its own word.
 */
export const COUNT_NOUN: NounForms = { one: 'telling', other: 'tellingen' };
export const PARTICIPANT_NOUN: NounForms = { one: 'deelnemer', other: 'deelnemers' };

/** `1.234 tellingen` */
export const countsText = (counts: number) => plural(counts, COUNT_NOUN);
/** `2.468 deelnemers` */
export const participantsText = (people: number) => plural(people, PARTICIPANT_NOUN);
