import { asc, eq, ne, sql } from 'drizzle-orm';
import {
  BANNER_SEGMENTS,
  CAMPAIGN_LINK_KEYS,
  type Campaign,
  type CampaignBanners,
  type CampaignLinkSet,
  type CampaignSettings,
} from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { seedOnce } from '../../db/seed-marker.ts';
import { campaign } from '../../db/schema/index.ts';

type Row = typeof campaign.$inferSelect;

/** A stored campaign with its office settings and whether it is in the schedule. */
export type StoredCampaign = CampaignSettings & { active: boolean };

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

function linksOf(row: Row): CampaignLinkSet {
  const links = {} as CampaignLinkSet;
  for (const key of CAMPAIGN_LINK_KEYS) links[key] = row.links[key] ?? null;
  return links;
}

function bannersOf(row: Row): CampaignBanners {
  const banners = {} as CampaignBanners;
  for (const segment of BANNER_SEGMENTS) {
    const stored = row.banners[segment];
    banners[segment] = { text: stored?.text ?? null, imageId: stored?.imageId ?? null };
  }
  return banners;
}

function toStored(row: Row): StoredCampaign {
  return { ...toCampaign(row), links: linksOf(row), banners: bannersOf(row), active: row.active };
}

export function createCampaignRepository(db: Db) {
  return {
    /** Every campaign in the schedule (active), by phase 1 start. */
    async listActive(): Promise<StoredCampaign[]> {
      const rows = await db
        .select()
        .from(campaign)
        .where(eq(campaign.active, true))
        .orderBy(asc(campaign.phase1Start));
      return rows.map(toStored);
    },

    /** Every campaign, the inactive ones included (the office's list), newest year first. */
    async listAll(): Promise<StoredCampaign[]> {
      const rows = await db.select().from(campaign).orderBy(asc(campaign.year));
      return rows.map(toStored).reverse();
    },

    async findByYear(year: number): Promise<StoredCampaign | undefined> {
      const rows = await db.select().from(campaign).where(eq(campaign.year, year)).limit(1);
      return rows[0] ? toStored(rows[0]) : undefined;
    },

    /**
     * Stores a campaign from the office, in the schedule. Answers the row as it was before
     * (undefined for a new year), for the audit log.
     */
    async save(value: CampaignSettings): Promise<StoredCampaign | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(campaign)
          .where(eq(campaign.year, value.year))
          .for('update');
        const fields = {
          name: value.name,
          tag: value.tag,
          phase1Start: value.phase1Start,
          phase2Start: value.phase2Start,
          phase3Start: value.phase3Start,
          links: value.links,
          banners: value.banners,
          active: true,
        };
        await tx
          .insert(campaign)
          .values({ year: value.year, ...fields })
          .onConflictDoUpdate({ target: campaign.year, set: { ...fields, updatedAt: sql`now()` } });
        return before ? toStored(before) : undefined;
      });
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
     * A fresh install's demo campaigns (decision 088), once in the life of the database and only
     * when it holds no campaign yet; `then` runs in the same transaction (the demo results).
     * True when they were written.
     */
    async seedDemo(values: readonly Campaign[], then: (tx: Db) => Promise<void>): Promise<boolean> {
      let written = false;
      await seedOnce(db, 'campaign:demo', async (tx) => {
        const any = await tx.select({ id: campaign.id }).from(campaign).limit(1);
        if (any.length > 0) return;
        await tx.insert(campaign).values(values.map((v) => ({ ...v, active: true })));
        await then(tx);
        written = true;
      });
      return written;
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
