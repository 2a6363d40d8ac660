import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { resultSpecies } from '../../db/schema/index.ts';

/** What other modules read of the species results; this module owns the results tables. */
export function createResultSpeciesRepository(db: Db) {
  return {
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

export type ResultSpeciesRepository = ReturnType<typeof createResultSpeciesRepository>;
