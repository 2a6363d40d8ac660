import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { PeriodRow } from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { countError, countSubmission } from '../../db/schema/index.ts';

/** The dashboard's figures, straight from the counts and the error reports. */
export function createDashboardRepository(db: Db) {
  /** Counts, participants and birds per `unit` ('hour' | 'minute') of receipt. */
  async function perPeriod(
    unit: 'hour' | 'minute',
    year: number | undefined,
    from: Date,
    until: Date,
  ) {
    const start = sql<string>`date_trunc(${sql.raw(`'${unit}'`)}, ${countSubmission.receivedAt})`;
    const rows = await db
      .select({
        start,
        counts: count(),
        participants: sql<string>`coalesce(sum(${countSubmission.participants}), 0)`,
        birds: sql<string>`coalesce(sum(${countSubmission.birdsCountedTotal}), 0)`,
      })
      .from(countSubmission)
      .where(
        and(
          year === undefined ? undefined : eq(countSubmission.campaignYear, year),
          gte(countSubmission.receivedAt, from),
          lt(countSubmission.receivedAt, until),
        ),
      )
      .groupBy(start);
    return rows.map((row): PeriodRow => ({
      // date_trunc of a timestamptz comes back in the session's zone: read it as an instant.
      start: new Date(row.start),
      counts: Number(row.counts),
      participants: Number(row.participants),
      birds: Number(row.birds),
    }));
  }

  return {
    hourly: (year: number, from: Date, until: Date) => perPeriod('hour', year, from, until),
    perMinute: (from: Date, until: Date) => perPeriod('minute', undefined, from, until),

    async errorReports(since: Date): Promise<{ total: number; lastDay: number }> {
      const [row] = await db
        .select({
          total: count(),
          lastDay: sql<string>`count(*) filter (where ${countError.receivedAt} >= ${since})`,
        })
        .from(countError);
      return { total: row?.total ?? 0, lastDay: Number(row?.lastDay ?? 0) };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
