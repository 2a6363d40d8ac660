import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  bird,
  countBird,
  countSubmission,
  resultArea,
  resultSpecies,
} from '../../db/schema/index.ts';

/** The research fields of a count: no name, address, e-mail, phone, remarks or coordinates. */
const researchColumns = {
  id: countSubmission.id,
  campaignYear: countSubmission.campaignYear,
  countDate: countSubmission.countDate,
  countTime: countSubmission.countTime,
  pc4: countSubmission.pc4,
  areaMunicipality: countSubmission.areaMunicipality,
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

    /** The bird table's ids and every species counted in the campaign's results, sorted. */
    async speciesIds(year: number): Promise<string[]> {
      const rows = await db.execute(sql`
        select ${bird.id} as id from ${bird}
        union select ${resultSpecies.birdId} from ${resultSpecies}
          where ${resultSpecies.campaignYear} = ${year} and ${resultSpecies.areaCode} = 'NL'
        order by 1`);
      return (rows as { rows: { id: string }[] }).rows.map((r) => r.id);
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
