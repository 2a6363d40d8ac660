import type { Db } from '../../db/database.ts';
import { createAreaCentreRepository } from '../address/area-centre-repository.ts';
import { createBirdTraitsRepository } from '../birds/traits-repository.ts';
import { createCountResearchRepository } from '../count/research-repository.ts';
import { createNationalResultsRepository } from '../results/national-repository.ts';
import { createResearchSettingsRepository } from './settings-repository.ts';
import { createCampaignSpeciesRepository } from './species-repository.ts';

export type { ResearchBatch, ResearchRow } from '../count/research-repository.ts';

/** The counts and the campaigns with results, read through the modules that own them. */
export function createResearchExportRepository(db: Db) {
  const counts = createCountResearchRepository(db);
  const results = createNationalResultsRepository(db);
  return {
    campaigns: () => results.campaigns(),
    yearsWithCounts: () => results.yearsWithCounts(),
    span: (year: number) => counts.span(year),
    accepted: (year: number, size: number) => counts.accepted(year, size),
  };
}

export type ResearchExportRepository = ReturnType<typeof createResearchExportRepository>;

/** The module's four repositories, as the composition root hands them to the service. */
export function createResearchExportRepositories(db: Db) {
  const birds = createBirdTraitsRepository(db);
  const results = createNationalResultsRepository(db);
  return {
    repository: createResearchExportRepository(db),
    species: {
      ...createCampaignSpeciesRepository(db),
      birds: () => birds.speciesNames(),
      counted: (year: number) => results.counted(year),
    },
    settings: createResearchSettingsRepository(db),
    areas: createAreaCentreRepository(db),
  };
}

export type ResearchExportRepositories = ReturnType<typeof createResearchExportRepositories>;
