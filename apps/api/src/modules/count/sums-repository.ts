import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countBird, countSubmission } from '../../db/schema/index.ts';

/**
 * The stored counts as the results' set-based statements read them (the exclusion's update of
 * the aggregates, the recomputation of a year): subqueries the results repository composes into
 * its own statement, so the sums stay one statement and the count tables are named only here.
 * PostgreSQL folds such a subquery into the statement, so the plans are those of the joins.
 */

/** One count (`{ id }`) or a year's included counts: the fields the aggregates sum, by area. */
export function storedCounts(filter: { id: string } | { year: number }): SQL {
  const where =
    'id' in filter ? sql`id = ${filter.id}` : sql`campaign_year = ${filter.year} and not excluded`;
  return sql`select id, campaign_year, participants, birds_counted_total, area_province,
    area_municipality from count_submission where ${where}`;
}

/** The birds seen in the counts (a count above 0): submission_id, bird_id, count. */
export const seenBirds: SQL = sql`select submission_id, bird_id, count from count_bird
  where count > 0`;

/**
 * The campaign years that have stored counts, as a CTE body named `years(year)`: one index
 * probe each (a loose index scan); a plain `distinct` read every stored count, 282 ms on PGlite
 * with 200,000.
 */
export const yearsWithCounts: SQL = sql`with recursive years(year) as (
    (select campaign_year from count_submission order by campaign_year limit 1)
    union all
    select (select s.campaign_year from count_submission s
      where s.campaign_year > y.year order by s.campaign_year limit 1)
    from years y where y.year is not null)`;

export interface CountRow {
  id: string;
  campaignYear: number;
  countDate: string;
  areaMunicipality: string;
  excluded: boolean;
  birdsCountedTotal: number;
  birds: { birdId: string; count: number }[];
}

/** What the results module reads and changes of single counts. */
export function createCountSumsRepository(db: Db) {
  return {
    /** A count's research fields and birds; nothing personal is read. */
    async count(id: string): Promise<CountRow | undefined> {
      const rows = await db
        .select({
          id: countSubmission.id,
          campaignYear: countSubmission.campaignYear,
          countDate: countSubmission.countDate,
          areaMunicipality: countSubmission.areaMunicipality,
          excluded: countSubmission.excluded,
          birdsCountedTotal: countSubmission.birdsCountedTotal,
        })
        .from(countSubmission)
        .where(eq(countSubmission.id, id));
      const row = rows[0];
      if (!row) return undefined;
      const birds = await db
        .select({ birdId: countBird.birdId, count: countBird.count })
        .from(countBird)
        .where(and(eq(countBird.submissionId, id), sql`${countBird.count} > 0`))
        .orderBy(desc(countBird.count), asc(countBird.birdId));
      return { ...row, birds };
    },

    /**
     * Sets a count's excluded flag (pass a transaction's handle to change the aggregates with
     * it). 'missing' when there is no such count, 'unchanged' when it already was so.
     */
    async flagExcluded(
      id: string,
      excluded: boolean,
    ): Promise<'changed' | 'unchanged' | 'missing'> {
      const updated = await db
        .update(countSubmission)
        .set({ excluded })
        .where(and(eq(countSubmission.id, id), eq(countSubmission.excluded, !excluded)))
        .returning({ id: countSubmission.id });
      if (updated.length > 0) return 'changed';
      const exists = await db
        .select({ id: countSubmission.id })
        .from(countSubmission)
        .where(eq(countSubmission.id, id));
      return exists.length === 0 ? 'missing' : 'unchanged';
    },

    /** Stored counts of a campaign: an import must not overwrite live aggregates. */
    async hasCounts(year: number): Promise<boolean> {
      const rows = await db
        .select({ id: countSubmission.id })
        .from(countSubmission)
        .where(eq(countSubmission.campaignYear, year))
        .limit(1);
      return rows.length > 0;
    },
  };
}
