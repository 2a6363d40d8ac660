import { desc, eq, ne, sql } from 'drizzle-orm';
import type { Campaign } from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { seedOnce } from '../../db/seed-marker.ts';
import { campaign } from '../../db/schema/index.ts';

type Row = typeof campaign.$inferSelect;

function toCampaign(row: Row): Campaign {
  return {
    year: row.year,
    name: row.name,
    tag: row.tag,
    phase1Start: row.phase1Start,
    phase2Start: row.phase2Start,
    phase3Start: row.phase3Start,
  };
}

export function createCampaignRepository(db: Db) {
  return {
    /** The active campaign; with several active, the latest year wins. */
    async findActive(): Promise<Campaign | undefined> {
      const rows = await db
        .select()
        .from(campaign)
        .where(eq(campaign.active, true))
        .orderBy(desc(campaign.year))
        .limit(1);
      return rows[0] ? toCampaign(rows[0]) : undefined;
    },

    async findByYear(year: number): Promise<(Campaign & { active: boolean }) | undefined> {
      const rows = await db.select().from(campaign).where(eq(campaign.year, year)).limit(1);
      return rows[0] ? { ...toCampaign(rows[0]), active: rows[0].active } : undefined;
    },

    /** Seeds the default campaign once; active unless another campaign already is. */
    async seedDefault(value: Campaign): Promise<boolean> {
      return seedOnce(db, `campaign:${value.year}`, async (tx) => {
        const active = await tx
          .select({ id: campaign.id })
          .from(campaign)
          .where(eq(campaign.active, true));
        await tx
          .insert(campaign)
          .values({ ...value, active: active.length === 0 })
          .onConflictDoNothing({ target: campaign.year });
      });
    },

    /**
     * Configuration is the operator's explicit statement: the configured campaign is written as
     * given and becomes the only active one. Rows already equal are left untouched.
     */
    async applyOverride(value: Campaign): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(campaign)
          .values({ ...value, active: true })
          .onConflictDoUpdate({
            target: campaign.year,
            set: { ...value, active: true, updatedAt: sql`now()` },
            setWhere: sql`(${campaign.name}, ${campaign.tag}, ${campaign.phase1Start}, ${campaign.phase2Start}, ${campaign.phase3Start}, ${campaign.active}) is distinct from (excluded.name, excluded.tag, excluded.phase1_start, excluded.phase2_start, excluded.phase3_start, excluded.active)`,
          });
        await tx
          .update(campaign)
          .set({ active: false, updatedAt: sql`now()` })
          .where(sql`${ne(campaign.year, value.year)} and ${campaign.active}`);
      });
    },
  };
}

export type CampaignRepository = ReturnType<typeof createCampaignRepository>;
