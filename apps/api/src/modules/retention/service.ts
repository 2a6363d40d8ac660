import { type Campaign, campaignEnd, retentionDeadline } from '@tvt/domain';
import type { OfficePersonalRepository } from '../count/office-personal-repository.ts';
import type { ReminderRepository } from '../reminder/repository.ts';

export interface RetentionCampaign {
  year: number;
  /** Null when no campaign of that year is stored: then nothing is deleted (decision 082). */
  campaignEnd: Date | null;
  deleteAt: Date | null;
  countsWithPersonalData: number;
  reminderSignups: number;
}

export interface RetentionRun {
  campaigns: number[];
  countsCleared: number;
  signupsDeleted: number;
}

export interface RetentionOptions {
  counts: OfficePersonalRepository;
  signups: ReminderRepository;
  campaignOf: (year: number) => Promise<Campaign | undefined>;
  months: number;
  now: () => Date;
  /** Told of every run that deleted something (the audit log, with no actor). */
  recorded: (run: RetentionRun) => Promise<unknown>;
}

/**
 * Personal data is kept `RETENTION_MONTHS` after a campaign's end, then deleted: the personal
 * part of its counts and its reminder sign-ups. The counts stay, anonymous (decision 082).
 */
export function createRetentionService(options: RetentionOptions) {
  const { counts, signups, months } = options;

  async function plan(): Promise<RetentionCampaign[]> {
    const [personal, reminders] = await Promise.all([
      counts.personalDataPerCampaign(),
      signups.countPerCampaign(),
    ]);
    const years = [...new Set([...personal.keys(), ...reminders.keys()])].sort((a, b) => a - b);
    return Promise.all(
      years.map(async (year) => {
        const campaign = await options.campaignOf(year);
        return {
          year,
          campaignEnd: campaign ? campaignEnd(campaign) : null,
          deleteAt: campaign ? retentionDeadline(campaign, months) : null,
          countsWithPersonalData: personal.get(year) ?? 0,
          reminderSignups: reminders.get(year) ?? 0,
        };
      }),
    );
  }

  return {
    months,
    plan,

    /**
     * Deletes what is due; idempotent, so every instance may run it (a second run finds none).
     * Once `signal` is aborted (SIGTERM) it stops between statements; the next run finishes.
     */
    async run(signal?: AbortSignal): Promise<RetentionRun> {
      const at = options.now().getTime();
      const due = (await plan())
        .filter((c) => c.deleteAt !== null && c.deleteAt.getTime() <= at)
        .map((c) => c.year);
      const go = (step: () => Promise<number>) => (signal?.aborted ? 0 : step());
      const countsCleared = await go(() => counts.deletePersonalData(due));
      const signupsDeleted = await go(() => signups.deleteCampaigns(due));
      const run = { campaigns: due, countsCleared, signupsDeleted };
      if (countsCleared + signupsDeleted > 0) await options.recorded(run);
      return run;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
