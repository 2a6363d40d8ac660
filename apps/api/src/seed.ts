import { DEFAULT_CAMPAIGN, type Campaign } from '@tvt/domain';
import { DEFAULT_INTRO_TOUR, DEFAULT_MENU_MORE, DEFAULT_TEXTS } from '@tvt/content';
import { createBirdRepository } from './modules/birds/repository.ts';
import { seedBirdContent } from './modules/birds/seed-content.ts';
import { createCampaignRepository } from './modules/campaign/repository.ts';
import { seedSampleAddresses } from './modules/address/import-addresses.ts';
import { createResultsRepository } from './modules/results/repository.ts';
import { createContentRepository } from './modules/content/repository.ts';
import type { Database } from './db/database.ts';

export interface SeedOptions {
  /** The campaign from configuration; without one the spec's campaign is seeded. */
  campaignOverride?: Campaign | undefined;
}

/**
 * Default content, on every start. Each item goes in once in the life of the database, so a
 * second start changes nothing and an operator's edit is never overwritten.
 */
export async function seed(database: Database, options: SeedOptions = {}): Promise<void> {
  const campaigns = createCampaignRepository(database.db);
  if (options.campaignOverride) await campaigns.applyOverride(options.campaignOverride);
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
