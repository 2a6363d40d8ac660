import type { CountBird, CountBirdEntry, CountBirds } from './count-bird.ts';
import { COUNTER_MAX, clampCounter } from './plus-minus.ts';

/** Spec 9: per species at most 999. */
export const BIRD_COUNT_MAX = COUNTER_MAX;

/** Spec 4 "Bird counter": non-numeric, negative or empty → 0; capped at 999. */
export function normaliseBirdCount(raw: unknown): number {
  return clampCounter(raw, { min: 0, max: BIRD_COUNT_MAX });
}

/**
 * A threshold that is missing or not a positive number falls back to the cap, so a badly
 * configured bird is never marked suspicious for every single sighting.
 */
export function effectiveThreshold(threshold: number | null | undefined): number {
  return typeof threshold === 'number' && Number.isFinite(threshold) && threshold > 0
    ? threshold
    : BIRD_COUNT_MAX;
}

/** Spec 4: suspicious when the count reaches or exceeds the bird's threshold. */
export function isSuspiciousCount(count: number, threshold: number | null | undefined): boolean {
  return count >= effectiveThreshold(threshold);
}

/** The 'Let op' / 'Hoog aantal voor deze vogel' warning shows from the threshold on. */
export const HIGH_COUNT_WARNING = { title: 'Let op', text: 'Hoog aantal voor deze vogel' } as const;

export function entryFor(bird: CountBird, count: number): CountBirdEntry {
  return {
    birdCountSuspicious: isSuspiciousCount(count, bird.thresholdvalue),
    birdName: bird.name,
    birdImage: bird.image,
    birdCount: count,
  };
}

/** Sets a bird's count in a new map; a count of 0 removes the bird (spec 4). */
export function setBirdCount(birds: CountBirds, bird: CountBird, raw: unknown): CountBirds {
  const count = normaliseBirdCount(raw);
  const next = { ...birds };
  if (count === 0) delete next[bird.id];
  else next[bird.id] = entryFor(bird, count);
  return next;
}
