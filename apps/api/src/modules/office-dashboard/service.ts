import type { Dashboard } from '@tvt/contract/office';
import { type Campaign, hourlySeries, minuteSeries } from '@tvt/domain';
import type { DashboardRepository } from './repository.ts';

const RECENT_MINUTES = 15;
const DAY_MS = 24 * 60 * 60_000;

export interface DashboardOptions {
  repository: DashboardRepository;
  campaign: () => Promise<Campaign>;
  now: () => Date;
  /**
   * Counts waiting in moderation (the moderation module's `waitingCount`), or undefined while
   * none is wired: the answer then says null and the office leaves the figure out.
   */
  moderationWaiting: (() => Promise<number>) | undefined;
}

/** Issue 12 "Dashboard": the counting weekend per hour, the last minutes, errors, moderation. */
export function createDashboardService(options: DashboardOptions) {
  const { repository, now } = options;
  return {
    async overview(): Promise<Dashboard> {
      const at = now();
      const campaign = await options.campaign();
      const from = campaign.phase2Start;
      const until = campaign.phase3Start;
      const recentFrom = new Date(at.getTime() - RECENT_MINUTES * 60_000 - 60_000);
      const [hourly, recent, errorReports, moderationWaiting] = await Promise.all([
        repository.hourly(campaign.year, from, until),
        repository.perMinute(recentFrom, new Date(at.getTime() + 60_000)),
        repository.errorReports(new Date(at.getTime() - DAY_MS)),
        options.moderationWaiting ? options.moderationWaiting() : Promise.resolve(null),
      ]);
      return {
        campaign: {
          year: campaign.year,
          countingFrom: from.toISOString(),
          countingUntil: until.toISOString(),
        },
        hours: hourlySeries(from, until, at, hourly),
        minutes: minuteSeries(at, RECENT_MINUTES, recent),
        errorReports,
        moderationWaiting,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
