import type { ColourShare } from './colours.ts';
import { colourFit } from './species-colour-fit.ts';

/**
 * Fits this close are a tie, which the more commonly counted bird wins: steps of this size down
 * from the best fit. A photo's colours are not measured finer (light, shade, gloss).
 */
const TIE = 0.06;
/** Below this fit the best bird shares too little of the photo's colours to be named. */
export const MIN_FIT = 0.6;

export interface ColourRankable {
  id: string;
  name: string;
  commonness: number;
  colours: readonly number[];
}

/**
 * Species ordered by how well their drawn plumage fits the bird's measured colours; commonness
 * only breaks ties. Empty when the evidence is weak: no species fits well (then the questions,
 * with the colours chosen, do better than a list).
 */
export function rankByColourFit<T extends ColourRankable>(
  species: readonly T[],
  measured: readonly ColourShare[],
): T[] {
  const scored = species.map((s) => ({ s, fit: colourFit(measured, s) }));
  const best = Math.max(0, ...scored.map((x) => x.fit));
  if (best < MIN_FIT) return [];
  const step = (fit: number) => Math.floor((best - fit) / TIE);
  return scored
    .sort((a, b) => step(a.fit) - step(b.fit) || a.s.commonness - b.s.commonness || b.fit - a.fit)
    .map((x) => x.s);
}
