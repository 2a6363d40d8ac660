import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countBird, countSubmission, resultArea } from '../../db/schema/index.ts';
import { createAreaCentreRepository } from '../address/area-centre-repository.ts';
import { createBirdTraitsRepository } from '../birds/traits-repository.ts';
import { createResultSpeciesRepository } from '../results/species-repository.ts';
import { createResearchSettingsRepository } from './settings-repository.ts';
import { createCampaignSpeciesRepository } from './species-repository.ts';

/**
 * The research fields of a count: no name, address, e-mail, phone, remarks or coordinates (the
 * municipality's name is an area of tens of thousands of addresses).
 */
const researchColumns = {
  id: countSubmission.id,
  campaignYear: countSubmission.campaignYear,
  countDate: countSubmission.countDate,
  countTime: countSubmission.countTime,
  pc4: countSubmission.pc4,
  areaMunicipality: countSubmission.areaMunicipality,
  municipality: countSubmission.municipality,
  province: countSubmission.province,
  participants: countSubmission.participants,
  birdsCountedTotal: countSubmission.birdsCountedTotal,
  hasSuspiciousValues: countSubmission.hasSuspiciousValues,
  homeAddress: countSubmission.homeAddress,
  teller: countSubmission.teller,
  telplek: countSubmission.telplek,
  neerslag: countSubmission.neerslag,
  groottetuin: countSubmission.groottetuin,
  beplanting: countSubmission.beplanting,
  katten: countSubmission.katten,
  bestrijdingsmiddelen: countSubmission.bestrijdingsmiddelen,
  voeding: countSubmission.voeding,
  elementen: countSubmission.elementen,
};

export type ResearchRow = {
  [K in keyof typeof researchColumns]: (typeof researchColumns)[K]['_']['data'] | null;
} & { id: string; campaignYear: number };

export interface ResearchBatch {
  rows: ResearchRow[];
  /** Per count id: bird id → count. */
  birds: Map<string, Map<string, number>>;
}

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

export function createResearchExportRepository(db: Db) {
  return {
    /** Campaigns with counts in the results (the aggregates' national row), newest first. */
    async campaigns(): Promise<{ year: number; counts: number }[]> {
      return db
        .select({ year: resultArea.campaignYear, counts: resultArea.counts })
        .from(resultArea)
        .where(eq(resultArea.areaCode, 'NL'))
        .orderBy(desc(resultArea.campaignYear));
    },

    /** The accepted counts of a campaign and the first and last date counted (eml.xml). */
    async span(
      year: number,
    ): Promise<{ events: number; first: string | null; last: string | null }> {
      const [row] = await db
        .select({
          events: sql<number>`count(*)::int`,
          first: sql<string | null>`min(${countSubmission.countDate})::text`,
          last: sql<string | null>`max(${countSubmission.countDate})::text`,
        })
        .from(countSubmission)
        .where(and(eq(countSubmission.campaignYear, year), eq(countSubmission.excluded, false)));
      return { events: row?.events ?? 0, first: row?.first ?? null, last: row?.last ?? null };
    },

    /** Campaign years with counts in the results: their species lists can be frozen. */
    async yearsWithCounts(): Promise<number[]> {
      const rows = await db
        .select({ year: resultArea.campaignYear })
        .from(resultArea)
        .where(and(eq(resultArea.areaCode, 'NL'), gt(resultArea.counts, 0)));
      return rows.map((r) => r.year);
    },

    /**
     * The campaign's counts that are in the results (not excluded), `size` at a time in id
     * order (keyset over the primary key): memory stays one batch whatever the campaign's size.
     */
    async *accepted(year: number, size: number): AsyncGenerator<ResearchBatch> {
      let after = FIRST_ID;
      for (;;) {
        const rows = (await db
          .select(researchColumns)
          .from(countSubmission)
          .where(
            and(
              gt(countSubmission.id, after),
              eq(countSubmission.campaignYear, year),
              eq(countSubmission.excluded, false),
            ),
          )
          .orderBy(asc(countSubmission.id))
          .limit(size)) as ResearchRow[];
        if (rows.length === 0) return;
        const ids = rows.map((r) => r.id);
        const birdRows = await db
          .select({ id: countBird.submissionId, birdId: countBird.birdId, count: countBird.count })
          .from(countBird)
          .where(inArray(countBird.submissionId, ids));
        const birds = new Map<string, Map<string, number>>();
        for (const b of birdRows) {
          let of = birds.get(b.id);
          if (!of) birds.set(b.id, (of = new Map<string, number>()));
          of.set(b.birdId, b.count);
        }
        yield { rows, birds };
        if (rows.length < size) return;
        after = ids[ids.length - 1]!;
      }
    },
  };
}

export type ResearchExportRepository = ReturnType<typeof createResearchExportRepository>;

/** The module's four repositories, as the composition root hands them to the service. */
export function createResearchExportRepositories(db: Db) {
  const birds = createBirdTraitsRepository(db);
  const results = createResultSpeciesRepository(db);
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
