import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { HourRow, MinuteRow } from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { countSubmission } from '../../db/schema/index.ts';

/** `countedon` is the chosen moment plus one hour (spec 7): the moment itself is an hour earlier. */
const countedMoment = sql`${countSubmission.countedOn} - interval '1 hour'`;

/**
 * The dashboard's figures straight from the stored counts (a few office users every 30 s, not
 * the public: the public results use the aggregates). Every query is one campaign year on
 * `count_submission_campaign_year_idx` or a recent range on `count_submission_received_idx`.
 * The office-dashboard module reads them here, where the count tables are owned.
 */
export function createDashboardRepository(db: Db) {
  async function perUnit(unit: 'hour' | 'minute', instant: SQL, where: SQL | undefined) {
    const start = sql<string>`date_trunc(${sql.raw(`'${unit}'`)}, ${instant})`;
    const rows = await db
      .select({ start, counts: count() })
      .from(countSubmission)
      .where(where)
      .groupBy(start);
    // date_trunc of a timestamptz comes back in the session's zone: read it as an instant.
    return rows.map((row): HourRow & MinuteRow => ({
      start: new Date(row.start),
      counts: Number(row.counts),
    }));
  }
  const ofYear = (year: number) => eq(countSubmission.campaignYear, year);

  return {
    countedHours: (year: number) => perUnit('hour', countedMoment, ofYear(year)),
    arrivedHours: (year: number) =>
      perUnit('hour', sql`${countSubmission.receivedAt}`, ofYear(year)),
    /** Every campaign's submissions per minute of arrival between `from` and `until`. */
    perMinute: (from: Date, until: Date) =>
      perUnit(
        'minute',
        sql`${countSubmission.receivedAt}`,
        and(gte(countSubmission.receivedAt, from), lt(countSubmission.receivedAt, until)),
      ),

    async totals(year: number) {
      const [row] = await db
        .select({
          counts: count(),
          participants: sql<string>`coalesce(sum(${countSubmission.participants}), 0)`,
          birds: sql<string>`coalesce(sum(${countSubmission.birdsCountedTotal}), 0)`,
        })
        .from(countSubmission)
        .where(ofYear(year));
      return {
        counts: row?.counts ?? 0,
        participants: Number(row?.participants ?? 0),
        birds: Number(row?.birds ?? 0),
      };
    },

    /** A campaign's counts that had arrived before `instant`, and all of them. */
    async arrivedBefore(year: number, instant: Date) {
      const [row] = await db
        .select({
          before: sql<string>`count(*) filter (where ${countSubmission.receivedAt} < ${instant})`,
          total: count(),
        })
        .from(countSubmission)
        .where(ofYear(year));
      return { before: Number(row?.before ?? 0), total: row?.total ?? 0 };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
