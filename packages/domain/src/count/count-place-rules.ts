import type { CountMetaData } from './count-object.ts';

export interface PlaceProblem {
  field: 'telplek' | 'teller';
  message: string;
}

/**
 * The Telplek questions a count needs (issue 30): where it was counted and what kind of counter
 * counted. The other questions stay optional. Empty when both are answered.
 */
export function countPlaceProblems(metaData: Pick<CountMetaData, 'telplek' | 'teller'>) {
  const problems: PlaceProblem[] = [];
  if (!metaData.telplek) {
    problems.push({ field: 'telplek', message: 'Kies waar je hebt geteld: tuin of balkon.' });
  }
  if (!metaData.teller) {
    problems.push({ field: 'teller', message: 'Kies wat voor teller je bent.' });
  }
  return problems;
}
