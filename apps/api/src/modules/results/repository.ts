import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { seedMarkersWith } from '../../db/seed-marker.ts';
import { resultArea, resultSpecies } from '../../db/schema/index.ts';
import { createAreaPostcodeRepository } from '../address/postcode-area-repository.ts';
import { createBirdTraitsRepository } from '../birds/traits-repository.ts';
import {
  DEMO_RESULTS_MARKER,
  type SpeciesRow,
  createResultsAggregatesRepository,
} from './aggregates-repository.ts';

export { DEMO_RESULTS_MARKER } from './aggregates-repository.ts';
export type { SpeciesRow } from './aggregates-repository.ts';
export type { CountRow } from '../count/sums-repository.ts';

export interface AreaRow {
  areaCode: string;
  counts: number;
  people: number;
  birds: number;
  updatedAt: Date;
}

const numeric = <T extends { birds: unknown }>(row: T) => ({ ...row, birds: Number(row.birds) });

/** The columns of one area's row, as both area reads return them. */
const areaColumns = {
  areaCode: resultArea.areaCode,
  counts: resultArea.counts,
  people: resultArea.people,
  birds: resultArea.birds,
  updatedAt: resultArea.updatedAt,
};

/**
 * The results: the public reads of the aggregates here, their writes (exclusions, the pending
 * fold, rebuilds, imports) in aggregates-repository.ts, in one repository for the service.
 */
export function createResultsRepository(db: Db) {
  const birds = createBirdTraitsRepository(db);
  const postcodes = createAreaPostcodeRepository(db);
  return {
    ...createResultsAggregatesRepository(db),

    async areas(year: number): Promise<AreaRow[]> {
      const rows = await db
        .select(areaColumns)
        .from(resultArea)
        .where(eq(resultArea.campaignYear, year));
      return rows.map(numeric);
    },

    async area(year: number, areaCode: string): Promise<AreaRow | undefined> {
      const rows = await db
        .select(areaColumns)
        .from(resultArea)
        .where(and(eq(resultArea.campaignYear, year), eq(resultArea.areaCode, areaCode)));
      return rows[0] && numeric(rows[0]);
    },

    /** One area's species, or every area's one species when `birdId` is given instead. */
    async species(year: number, filter: { areaCode?: string; birdId?: string }) {
      const rows = await db
        .select({
          areaCode: resultSpecies.areaCode,
          birdId: resultSpecies.birdId,
          birds: resultSpecies.birds,
          gardens: resultSpecies.gardens,
        })
        .from(resultSpecies)
        .where(
          and(
            eq(resultSpecies.campaignYear, year),
            filter.areaCode === undefined ? undefined : eq(resultSpecies.areaCode, filter.areaCode),
            filter.birdId === undefined ? undefined : eq(resultSpecies.birdId, filter.birdId),
            sql`${resultSpecies.gardens} > 0`,
          ),
        )
        .orderBy(desc(resultSpecies.birds), asc(resultSpecies.birdId));
      return rows.map(numeric) as SpeciesRow[];
    },

    /** The latest campaign before `year` with results, if any. */
    async previousYear(year: number): Promise<number | undefined> {
      const rows = await db
        .select({ year: resultArea.campaignYear })
        .from(resultArea)
        .where(and(lt(resultArea.campaignYear, year), eq(resultArea.areaCode, 'NL')))
        .orderBy(desc(resultArea.campaignYear))
        .limit(1);
      return rows[0]?.year;
    },

    /** Every campaign's national row, newest first: the years the results can show. */
    async nationalRows(): Promise<{ year: number; counts: number; people: number }[]> {
      const rows = await db
        .select({
          year: resultArea.campaignYear,
          counts: resultArea.counts,
          people: resultArea.people,
        })
        .from(resultArea)
        .where(eq(resultArea.areaCode, 'NL'))
        .orderBy(desc(resultArea.campaignYear));
      return rows;
    },

    /** Campaign years whose aggregates are a fresh install's demo figures (decision 088). */
    async demoYears(): Promise<Set<number>> {
      const keys = await seedMarkersWith(db, DEMO_RESULTS_MARKER);
      return new Set(keys.map((k) => Number(k.slice(DEMO_RESULTS_MARKER.length))));
    },

    /** The species' names for the rankings ('Niet herkend' has no row). */
    async birdNames(): Promise<Map<string, string>> {
      return new Map((await birds.speciesNames()).map((r) => [r.birdId, r.name]));
    },

    /** The municipality most addresses of a four-digit postcode lie in (the address module's). */
    municipalityOfPostcode: (digits: string) => postcodes.municipalityOfPostcode(digits),
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
