import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { resultArea, resultSpecies } from '../../db/schema/index.ts';
import { birdNames } from '../birds/names-repository.ts';

/** The species' names (the birds module's subquery): only real birds have a row. */
const bird = birdNames('bird');

export interface TopBirdRow {
  id: string;
  name: string;
  count: number;
}

/**
 * Reads the country's results aggregates (kept as counts arrive, see README.md), so
 * neither figure scans the stored counts. Excluded counts are not in them.
 */
export function createTotalsRepository(db: Db) {
  return {
    async totals(campaignYear: number): Promise<{ participants: number; birds: number }> {
      const rows = await db
        .select({ participants: resultArea.people, birds: resultArea.birds })
        .from(resultArea)
        .where(and(eq(resultArea.campaignYear, campaignYear), eq(resultArea.areaCode, 'NL')));
      const row = rows[0];
      return { participants: Number(row?.participants ?? 0), birds: Number(row?.birds ?? 0) };
    },

    /** The most counted species; only real birds (the 'Niet herkend' entry has no bird row). */
    async topBirds(campaignYear: number, limit: number): Promise<TopBirdRow[]> {
      const rows = await db
        .select({ id: resultSpecies.birdId, name: bird.name, count: resultSpecies.birds })
        .from(resultSpecies)
        .innerJoin(bird, eq(bird.id, resultSpecies.birdId))
        .where(
          and(
            eq(resultSpecies.campaignYear, campaignYear),
            eq(resultSpecies.areaCode, 'NL'),
            sql`${resultSpecies.birds} > 0`,
          ),
        )
        .orderBy(desc(resultSpecies.birds), resultSpecies.birdId)
        .limit(limit);
      return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }));
    },
  };
}

export type TotalsRepository = ReturnType<typeof createTotalsRepository>;
