import { type Campaign, type RuleResult, validateCountedOn } from '@tvt/domain';

const MINUTE_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * `validateCountedOn` with a memory: during the count weekend nearly every submission carries
 * one of a few thousand `countedon` values, and the answer for a value changes at most when the
 * day does. Keyed by the value, the minute of `now` and the phase 2 start.
 */
export function createCountedOnCheck() {
  const cache = new Map<string, RuleResult>();
  return (countedon: string, now: Date, campaign: Pick<Campaign, 'phase2Start'>): RuleResult => {
    const key = `${countedon}|${Math.floor(now.getTime() / MINUTE_MS)}|${campaign.phase2Start.getTime()}`;
    if (cache.has(key)) return cache.get(key);
    const result = validateCountedOn(countedon, now, campaign);
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, result);
    return result;
  };
}
