import type { Dashboard } from '@tvt/contract/office';
import {
  type Campaign,
  activeHours,
  minuteSeries,
  perMinuteNow,
  refusalMinuteSeries,
  refusalTotals,
  sameMomentOfCampaign,
  weekendInView,
} from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import type { RefusalRepository } from '../count-errors/refusal-repository.ts';
import type { CountErrorRepository } from '../count-errors/repository.ts';
import type { DashboardRepository } from '../count/dashboard-repository.ts';

const RECENT_MINUTES = 15;
const ERROR_GROUPS = 5;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface DashboardOptions {
  repository: DashboardRepository;
  /** The count-errors module's reports (it owns `count_error`). */
  errors: Pick<CountErrorRepository, 'counts' | 'groups'>;
  /** The server's refusals, every instance's tallies (count-errors owns `count_refusal`). */
  refusals: Pick<RefusalRepository, 'perMinute' | 'since'>;
  /** Adds this instance's refusals not yet written, so the read includes its own. */
  flushRefusals: () => Promise<void>;
  /** The campaign the app follows now: the fallback when none is scheduled. */
  campaign: () => Promise<Campaign>;
  /** The scheduled campaigns (the operator's override alone when set): the default weekend. */
  scheduled: () => Promise<Campaign[]>;
  /** Every stored campaign's year, newest first: the weekends the office may pick. */
  years: () => Promise<number[]>;
  /** A stored campaign by year (a picked weekend; the previous one, for 'last year'). */
  campaignOf: (year: number) => Promise<Campaign | undefined>;
  now: () => Date;
  /**
   * Counts waiting in moderation (the moderation module's `waitingCount`), or undefined while
   * none is wired: the answer then says null and the office leaves the figure out.
   */
  moderationWaiting: (() => Promise<number>) | undefined;
}

/**
 * Issue 31 "Dashboard for the weekend": counts per hour by the moment counted and by arrival,
 * submissions per minute now, the app's error reports, the moderation queue, and how far the
 * weekend has come against last year at the same hour of its own weekend.
 */
export function createDashboardService(options: DashboardOptions) {
  const { repository, errors, now } = options;

  async function lastYear(campaign: Campaign, at: Date): Promise<Dashboard['lastYear']> {
    const previous = await options.campaignOf(campaign.year - 1);
    if (!previous) return null;
    const moment = sameMomentOfCampaign(at, campaign.phase2Start, previous.phase2Start);
    const { before, total } = await repository.arrivedBefore(previous.year, moment);
    return { year: previous.year, moment: moment.toISOString(), atSameMoment: before, total };
  }

  /** The asked year's campaign, else the weekend in view (decision 132). */
  async function weekend(at: Date, year: number | undefined): Promise<Campaign> {
    const scheduled = await options.scheduled();
    if (year === undefined) return weekendInView(at, scheduled) ?? options.campaign();
    const found = scheduled.find((c) => c.year === year) ?? (await options.campaignOf(year));
    if (!found) throw new HttpError(404, `Er is geen telweekend ${year}.`, 'year');
    return found;
  }

  async function yearsWith(campaign: Campaign): Promise<number[]> {
    const years = new Set([campaign.year, ...(await options.years())]);
    return [...years].sort((a, b) => b - a);
  }

  async function refusalFigures(at: Date): Promise<Dashboard['refusals']> {
    await options.flushRefusals();
    const t = at.getTime();
    const from = t - (t % MINUTE_MS) - RECENT_MINUTES * MINUTE_MS;
    const [recent, hour, day] = await Promise.all([
      options.refusals.perMinute(new Date(from), new Date(t + MINUTE_MS)),
      options.refusals.since(new Date(t - HOUR_MS)),
      options.refusals.since(new Date(t - DAY_MS)),
    ]);
    return {
      minutes: refusalMinuteSeries(at, RECENT_MINUTES, recent),
      lastHour: refusalTotals(hour),
      lastDay: refusalTotals(day),
    };
  }

  return {
    /** The dashboard of the weekend in view, or of the stored campaign of `year`. */
    async overview(year?: number): Promise<Dashboard> {
      const at = now();
      const campaign = await weekend(at, year);
      const t = at.getTime();
      const [
        totals,
        counted,
        arrived,
        recent,
        errorCounts,
        groups,
        moderation,
        last,
        years,
        refused,
      ] = await Promise.all([
        repository.totals(campaign.year),
        repository.countedHours(campaign.year),
        repository.arrivedHours(campaign.year),
        repository.perMinute(new Date(t - (RECENT_MINUTES + 1) * 60_000), new Date(t + 60_000)),
        errors.counts(new Date(t - HOUR_MS), new Date(t - DAY_MS)),
        errors.groups(new Date(t - DAY_MS), ERROR_GROUPS),
        options.moderationWaiting ? options.moderationWaiting() : Promise.resolve(null),
        lastYear(campaign, at),
        yearsWith(campaign),
        refusalFigures(at),
      ]);
      const minutes = minuteSeries(at, RECENT_MINUTES, recent);
      return {
        now: at.toISOString(),
        campaign: {
          year: campaign.year,
          countingFrom: campaign.phase2Start.toISOString(),
          countingUntil: campaign.phase3Start.toISOString(),
        },
        years,
        totals,
        hours: activeHours(counted, arrived),
        minutes,
        perMinute: perMinuteNow(minutes),
        errors: { ...errorCounts, groups },
        refusals: refused,
        moderationWaiting: moderation,
        lastYear: last,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
