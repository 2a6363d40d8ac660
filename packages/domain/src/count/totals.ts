import { isSuspiciousCount } from './bird-counter.ts';
import type { CountBirds } from './count-bird.ts';

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
