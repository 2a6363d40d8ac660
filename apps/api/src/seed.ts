import { DEFAULT_CAMPAIGN, type Campaign, demoCampaigns, januaryCampaign } from '@tvt/domain';
import { DEFAULT_INTRO_TOUR, DEFAULT_MENU_MORE, DEFAULT_TEXTS } from '@tvt/content';
import { createBirdRepository } from './modules/birds/repository.ts';
import { seedBirdContent } from './modules/birds/seed-content.ts';
import { createCampaignRepository } from './modules/campaign/repository.ts';
import { seedSampleAddresses } from './modules/address/import-addresses.ts';
import { DEMO_RESULTS_MARKER, createResultsRepository } from './modules/results/repository.ts';
import { demoResults } from './modules/results/demo-results.ts';
import { seedOnce } from './db/seed-marker.ts';
import { createContentRepository } from './modules/content/repository.ts';
import type { Database } from './db/database.ts';

export interface SeedOptions {
  /** The campaign from configuration; without one the spec's campaign is seeded. */
  campaignOverride?: Campaign | undefined;
  /**
   * The embedded database's first start: its campaigns become the coming January weekend and
   * the two before it, those with demo results (decision 088). Without it, the spec's campaign.
   */
  demoFrom?: Date | undefined;
}

/** Past campaigns a fresh install shows demo results of (two, so the year switch has a choice). */
const DEMO_PAST_YEARS = 2;

async function seedDemoCampaigns(database: Database, from: Date): Promise<void> {
  const { coming } = demoCampaigns(from);
  const past = Array.from({ length: DEMO_PAST_YEARS }, (_, i) => coming.year - 1 - i);
  const campaigns = [...past.map(januaryCampaign), coming];
  await createCampaignRepository(database.db).seedDemo(campaigns, async (tx) => {
    for (const year of past) {
      const { areas, species } = demoResults(year);
      await createResultsRepository(tx).replaceYear(year, areas, species);
      await seedOnce(tx, `${DEMO_RESULTS_MARKER}${year}`, () => Promise.resolve());
    }
  });
}

/**
 * Default content, on every start. Each item goes in once in the life of the database, so a
 * second start changes nothing and an operator's edit is never overwritten.
 */
export async function seed(database: Database, options: SeedOptions = {}): Promise<void> {
  const campaigns = createCampaignRepository(database.db);
  if (options.campaignOverride) await campaigns.applyOverride(options.campaignOverride);
  else if (options.demoFrom) await seedDemoCampaigns(database, options.demoFrom);
  else await campaigns.seedDefault(DEFAULT_CAMPAIGN);

  const content = createContentRepository(database.db);
  await content.seedIntroTour(DEFAULT_INTRO_TOUR);
  await content.seedMenuMore(DEFAULT_MENU_MORE);
  for (const [slug, text] of Object.entries(DEFAULT_TEXTS)) await content.seedText(slug, text);

  await seedBirdContent(createBirdRepository(database.db));
  await seedSampleAddresses(database.db);
  // Counts stored before the results' aggregates existed (migration 0009) are added once.
  await createResultsRepository(database.db).rebuildMissing();
}
