import { isSuspiciousCount } from './bird-counter.ts';
import { type CountBirds, UNRECOGNISED_BIRD } from './count-bird.ts';

export interface CountTotals {
  birdsCountedTotal: number;
  hasSuspiciousValues: boolean;
}

/** Spec 4: finishing the first step computes the total and the suspicious flag from the map. */
export function countTotals(birds: CountBirds): CountTotals {
  let birdsCountedTotal = 0;
  let hasSuspiciousValues = false;
  for (const entry of Object.values(birds)) {
    birdsCountedTotal += entry.birdCount;
    hasSuspiciousValues ||= entry.birdCountSuspicious;
  }
  return { birdsCountedTotal, hasSuspiciousValues };
}

/**
 * The server never trusts the client's flags: it recomputes each bird's suspicious flag from its
 * own thresholds (keyed by bird id), then the totals.
 */
export function recomputeCountFlags(
  birds: CountBirds,
  thresholds: ReadonlyMap<string, number>,
): { birds: CountBirds } & CountTotals {
  const next: CountBirds = {};
  for (const [id, entry] of Object.entries(birds)) {
    next[id] = {
      ...entry,
      birdCountSuspicious: isSuspiciousCount(entry.birdCount, thresholds.get(id)),
    };
  }
  return { birds: next, ...countTotals(next) };
}

/**
 * Species seen in a count: birds with a count above 0, 'Niet herkend' left out (it is birds,
 * not a species). The bar, the summary and the result page all count this way.
 */
export function countedSpecies(birds: CountBirds): number {
  return Object.entries(birds).filter(
    ([id, entry]) => id !== UNRECOGNISED_BIRD.id && entry.birdCount > 0,
  ).length;
}
