import type { Campaign } from './campaign.ts';

/**
 * Which campaign the app follows at `now`: the one whose phase 1 has started most recently, so a
 * prepared next campaign takes over at its own phase 1 start. Before any has started, the
 * earliest one (the app then shows its phase 3, as spec 1's rule says before phase 1).
 */
export function currentCampaign<T extends Campaign>(
  now: Date,
  campaigns: readonly T[],
): T | undefined {
  const byStart = [...campaigns].sort((a, b) => a.phase1Start.getTime() - b.phase1Start.getTime());
  const t = now.getTime();
  let current = byStart[0];
  for (const campaign of byStart) if (campaign.phase1Start.getTime() <= t) current = campaign;
  return current;
}

/** When the app will next change campaign after `now` (a later campaign's phase 1 start). */
export function nextTakeOver(now: Date, campaigns: readonly Campaign[]): Date | undefined {
  const t = now.getTime();
  const later = campaigns.map((c) => c.phase1Start.getTime()).filter((start) => start > t);
  return later.length === 0 ? undefined : new Date(Math.min(...later));
}
