import { addDays, amsterdamDate, daysBetween, formatLongDate } from './amsterdam-time.ts';

/** 1 = before the count, 2 = during the count, 3 = after the count. */
export type Phase = 1 | 2 | 3;

export interface Campaign {
  /** The campaign's year label, e.g. 2025 for the count of January 2025. */
  year: number;
  name: string;
  /** Campaign tag used on uploaded photos and exports, e.g. `tvt2025`. */
  tag: string;
  phase1Start: Date;
  phase2Start: Date;
  phase3Start: Date;
}

/** The spec's campaign (section 1 and 9): the default seed. */
export const DEFAULT_CAMPAIGN: Campaign = {
  year: 2025,
  name: 'Nationale Tuinvogeltelling',
  tag: 'tvt2025',
  phase1Start: new Date('2024-12-01T09:00:00+01:00'),
  phase2Start: new Date('2025-01-24T08:00:00+01:00'),
  phase3Start: new Date('2025-01-27T12:00:00+01:00'),
};

export function isPhase(value: unknown): value is Phase {
  return value === 1 || value === 2 || value === 3;
}

/** Parses `1`, `2` or `3` (as from `?phase=` or local storage); anything else is undefined. */
export function parsePhase(value: string | null | undefined): Phase | undefined {
  if (value == null) return undefined;
  const n = Number(value.trim());
  return isPhase(n) ? n : undefined;
}

/** The date rule of spec section 1, in its order of branches. */
export function phaseAt(now: Date, campaign: Campaign): Phase {
  const t = now.getTime();
  if (t < campaign.phase1Start.getTime()) return 3;
  if (t >= campaign.phase3Start.getTime()) return 3;
  if (t < campaign.phase2Start.getTime()) return 1;
  return 2;
}

/** Counting days (`YYYY-MM-DD`, Amsterdam): from the phase 2 start day up to the day before phase 3. */
export function countingDays(campaign: Campaign): string[] {
  const first = amsterdamDate(campaign.phase2Start);
  const last = addDays(amsterdamDate(campaign.phase3Start), -1);
  const days: string[] = [];
  for (let d = first; daysBetween(d, last) >= 0; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The last counting day in Dutch long format, e.g. `26 januari 2025`. */
export function lastCountingDayLabel(campaign: Campaign): string {
  const days = countingDays(campaign);
  return formatLongDate(days[days.length - 1] ?? amsterdamDate(campaign.phase2Start));
}

/** Calendar days (Amsterdam) from today until the phase 2 start day; 0 once it has come. */
export function daysUntilPhase2(now: Date, campaign: Campaign): number {
  return Math.max(0, daysBetween(amsterdamDate(now), amsterdamDate(campaign.phase2Start)));
}

/** Spec section 1: the year of the phase 2 start, or the year before it while now is earlier. */
export function campaignYear(now: Date, campaign: Campaign): number {
  const year = Number(amsterdamDate(campaign.phase2Start).slice(0, 4));
  return now.getTime() < campaign.phase2Start.getTime() ? year - 1 : year;
}
