import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bird, countBird, countSubmission } from '../../db/schema/index.ts';

export interface TopBirdRow {
  id: string;
  name: string;
  count: number;
}

/** Aggregates over the research tables only: the personal table is never read here. */
export function createTotalsRepository(db: Db) {
  return {
    async totals(campaignYear: number): Promise<{ participants: number; birds: number }> {
      const rows = await db
        .select({
          participants: sql<
            string | number | bigint
          >`coalesce(sum(${countSubmission.participants}), 0)`,
          birds: sql<
            string | number | bigint
          >`coalesce(sum(${countSubmission.birdsCountedTotal}), 0)`,
        })
        .from(countSubmission)
        .where(eq(countSubmission.campaignYear, campaignYear));
      const row = rows[0];
      return { participants: Number(row?.participants ?? 0), birds: Number(row?.birds ?? 0) };
    },

    /** The most counted species; only real birds (the 'Niet herkend' entry has no bird row). */
    async topBirds(campaignYear: number, limit: number): Promise<TopBirdRow[]> {
      const total = sql<string | number | bigint>`sum(${countBird.count})`;
      const rows = await db
        .select({ id: countBird.birdId, name: bird.name, count: total })
        .from(countBird)
        .innerJoin(countSubmission, eq(countSubmission.id, countBird.submissionId))
        .innerJoin(bird, eq(bird.id, countBird.birdId))
        .where(eq(countSubmission.campaignYear, campaignYear))
        .groupBy(countBird.birdId, bird.name)
        .orderBy(desc(total), countBird.birdId)
        .limit(limit);
      return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }));
    },
  };
}

export type TotalsRepository = ReturnType<typeof createTotalsRepository>;
