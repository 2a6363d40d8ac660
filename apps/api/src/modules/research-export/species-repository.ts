import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignSpecies } from '../../db/schema/index.ts';

/** One entry of a campaign's species list (decision 099). */
export interface ListedSpecies {
  position: number;
  birdId: string;
  tvtbirdid: number;
  name: string;
  scientificName: string;
  taxonRank: string;
}

export type SpeciesSource = Omit<ListedSpecies, 'position' | 'taxonRank'>;

const listed = {
  position: campaignSpecies.position,
  birdId: campaignSpecies.birdId,
  tvtbirdid: campaignSpecies.tvtbirdid,
  name: campaignSpecies.name,
  scientificName: campaignSpecies.scientificName,
  taxonRank: campaignSpecies.taxonRank,
};

/** The `campaign_species` table. */
export function createCampaignSpeciesRepository(db: Db) {
  return {
    /** The stored list of a campaign, in position order; empty when not frozen yet. */
    async frozen(year: number): Promise<ListedSpecies[]> {
      return db
        .select(listed)
        .from(campaignSpecies)
        .where(eq(campaignSpecies.campaignYear, year))
        .orderBy(asc(campaignSpecies.position));
    },

    /** Stores entries; one already stored (another instance froze first) is left as it is. */
    async store(year: number, entries: readonly ListedSpecies[]): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insert(campaignSpecies)
        .values(entries.map((e) => ({ ...e, campaignYear: year })))
        .onConflictDoNothing();
    },
  };
}

/**
 * The list's own table, with the bird table as it is now and the species counted, read through
 * the birds and results modules that own them.
 */
export type CampaignSpeciesRepository = ReturnType<typeof createCampaignSpeciesRepository> & {
  birds(): Promise<SpeciesSource[]>;
  counted(year: number): Promise<string[]>;
};
