import type { Dashboard } from '@tvt/contract/office';
import {
  type Campaign,
  activeHours,
  minuteSeries,
  perMinuteNow,
  sameMomentOfCampaign,
} from '@tvt/domain';
import type { CountErrorRepository } from '../count-errors/repository.ts';
import type { DashboardRepository } from '../count/dashboard-repository.ts';

const RECENT_MINUTES = 15;
const ERROR_GROUPS = 5;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface DashboardOptions {
  repository: DashboardRepository;
  /** The count-errors module's reports (it owns `count_error`). */
  errors: Pick<CountErrorRepository, 'counts' | 'groups'>;
  campaign: () => Promise<Campaign>;
  /** A stored campaign by year (the previous one, for 'last year at this hour'). */
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

  return {
    async overview(): Promise<Dashboard> {
      const at = now();
      const campaign = await options.campaign();
      const t = at.getTime();
      const [totals, counted, arrived, recent, errorCounts, groups, moderationWaiting, last] =
        await Promise.all([
          repository.totals(campaign.year),
          repository.countedHours(campaign.year),
          repository.arrivedHours(campaign.year),
          repository.perMinute(new Date(t - (RECENT_MINUTES + 1) * 60_000), new Date(t + 60_000)),
          errors.counts(new Date(t - HOUR_MS), new Date(t - DAY_MS)),
          errors.groups(new Date(t - DAY_MS), ERROR_GROUPS),
          options.moderationWaiting ? options.moderationWaiting() : Promise.resolve(null),
          lastYear(campaign, at),
        ]);
      const minutes = minuteSeries(at, RECENT_MINUTES, recent);
      return {
        now: at.toISOString(),
        campaign: {
          year: campaign.year,
          countingFrom: campaign.phase2Start.toISOString(),
          countingUntil: campaign.phase3Start.toISOString(),
        },
        totals,
        hours: activeHours(counted, arrived),
        minutes,
        perMinute: perMinuteNow(minutes),
        errors: { ...errorCounts, groups },
        moderationWaiting,
        lastYear: last,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
