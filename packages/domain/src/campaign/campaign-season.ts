import { LOCALE, TIME_ZONE, formatLongDate, formatWeekdayDate } from './amsterdam-time.ts';
import { type Campaign, DEFAULT_CAMPAIGN, countingDays } from './campaign.ts';
import { lazily } from '../format/lazily.ts';

/**
 * Where the campaign year stands, the one rule home, the count page, the results and the office
 * share (decision 087):
 * - `running`: a campaign's counting days (its phase 2 start up to its phase 3 start);
 * - `after`: the first `AFTER_SEASON_DAYS` after a count ended (thanks, fresh results);
 * - `announced`: a next campaign's dates are known (its run-up, or earlier);
 * - `before`: none of these; the last results stand and the next date is still to follow.
 */
export const SEASONS = ['before', 'announced', 'running', 'after'] as const;
export type Season = (typeof SEASONS)[number];

/** About two months: a late-January count is 'after' through March, then the year moves on. */
export const AFTER_SEASON_DAYS = 60;
const DAY_MS = 86_400_000;

export interface CampaignSeason<T extends Campaign = Campaign> {
  season: Season;
  /** The latest campaign whose count has ended: 'last year's' figures. */
  last: T | undefined;
  /** The campaign whose count runs now or comes next, when its dates are known. */
  next: T | undefined;
}

/** The season at `now` among the scheduled campaigns (in any order). */
export function campaignSeason<T extends Campaign>(
  now: Date,
  campaigns: readonly T[],
): CampaignSeason<T> {
  const t = now.getTime();
  let last: T | undefined;
  let next: T | undefined;
  for (const c of campaigns) {
    if (c.phase3Start.getTime() <= t) {
      if (!last || c.phase3Start.getTime() > last.phase3Start.getTime()) last = c;
    } else if (!next || c.phase2Start.getTime() < next.phase2Start.getTime()) {
      next = c;
    }
  }
  const season: Season =
    next && next.phase2Start.getTime() <= t
      ? 'running'
      : last && t < last.phase3Start.getTime() + AFTER_SEASON_DAYS * DAY_MS
        ? 'after'
        : next
          ? 'announced'
          : 'before';
  return { season, last, next };
}

/**
 * The count weekend the office's dashboard opens on (issue 31): the running one; the coming one
 * once its dates are known, the weekend being prepared; right after a count the one that just
 * ended (its late arrivals and fresh results) until the next campaign's run-up starts; and the
 * last one when no next is known. The others stay reachable by year.
 */
export function weekendInView<T extends Campaign>(
  now: Date,
  campaigns: readonly T[],
): T | undefined {
  const { season, last, next } = campaignSeason(now, campaigns);
  if (!next) return last;
  if (season !== 'after' || next.phase1Start.getTime() <= now.getTime()) return next;
  return last;
}

/** Days a count of the weekend may still arrive after it ends (an offline phone's queue). */
export const LATE_ARRIVAL_DAYS = 7;

/**
 * Whether a count enters the totals and results: its date is one of the campaign's counting days
 * and it reached the server between the count's start and a week after its end. Anything else
 * (a demo count in the run-up, a count sent for a long-closed campaign) is stored but left out.
 */
export function countEntersResults(
  countDate: string,
  receivedAt: Date,
  campaign: Pick<Campaign, 'phase2Start' | 'phase3Start'>,
  countingDays: readonly string[],
): boolean {
  const t = receivedAt.getTime();
  return (
    countingDays.includes(countDate) &&
    t >= campaign.phase2Start.getTime() &&
    t < campaign.phase3Start.getTime() + LATE_ARRIVAL_DAYS * DAY_MS
  );
}

type Dates = Pick<Campaign, 'phase2Start' | 'phase3Start'>;

/** The count weekend in words: `vrijdag 29 januari t/m zondag 31 januari 2027`. */
export function countWeekendLabel(campaign: Dates): string {
  const days = countingDays({ ...DEFAULT_CAMPAIGN, ...campaign });
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const year = last.slice(0, 4);
  return first === last
    ? `${formatWeekdayDate(first)} ${year}`
    : `${formatWeekdayDate(first)} t/m ${formatWeekdayDate(last)} ${year}`;
}

/** The count weekend, short: `29 t/m 31 januari 2027`, `30 januari t/m 1 februari 2026`. */
export function countWeekendShortLabel(campaign: Dates): string {
  const days = countingDays({ ...DEFAULT_CAMPAIGN, ...campaign });
  const first = days[0]!;
  const last = days[days.length - 1]!;
  if (first === last) return formatLongDate(last);
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  const start = sameMonth
    ? String(Number(first.slice(8)))
    : formatLongDate(first).replace(/ \d{4}$/, '');
  return `${start} t/m ${formatLongDate(last)}`;
}

const monthYear = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'long', year: 'numeric' }),
);

/** The month the count was in: `januari 2026` ('In januari 2026 telden…'). */
export function countMonthLabel(campaign: Pick<Campaign, 'phase2Start'>): string {
  return monthYear().format(campaign.phase2Start);
}
