import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countBird, countSubmission } from '../../db/schema/index.ts';

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

/** The counts as the research export reads them; this module owns the count tables. */
export function createCountResearchRepository(db: Db) {
  return {
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
