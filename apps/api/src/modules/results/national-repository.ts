import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { resultArea, resultSpecies } from '../../db/schema/index.ts';

/** What other modules read of the national results; this module owns the results tables. */
export function createNationalResultsRepository(db: Db) {
  return {
    /** Campaigns with counts in the results (the aggregates' national row), newest first. */
    async campaigns(): Promise<{ year: number; counts: number }[]> {
      return db
        .select({ year: resultArea.campaignYear, counts: resultArea.counts })
        .from(resultArea)
        .where(eq(resultArea.areaCode, 'NL'))
        .orderBy(desc(resultArea.campaignYear));
    },

    /** Campaign years with counts in the results: their species lists can be frozen. */
    async yearsWithCounts(): Promise<number[]> {
      const rows = await db
        .select({ year: resultArea.campaignYear })
        .from(resultArea)
        .where(and(eq(resultArea.areaCode, 'NL'), gt(resultArea.counts, 0)));
      return rows.map((r) => r.year);
    },

    /** Ids of every species in the campaign's national results, 'Niet herkend' left out. */
    async counted(year: number): Promise<string[]> {
      const rows = await db
        .select({ id: resultSpecies.birdId })
        .from(resultSpecies)
        .where(
          and(
            eq(resultSpecies.campaignYear, year),
            eq(resultSpecies.areaCode, 'NL'),
            sql`${resultSpecies.birdId} <> '97'`,
          ),
        );
      return rows.map((r) => r.id);
    },
  };
}

export type NationalResultsRepository = ReturnType<typeof createNationalResultsRepository>;
