import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countBird, countPersonal, countSubmission } from '../../db/schema/index.ts';

/** A participant's own count, as the account service shows it back to them. */
export interface OwnCount {
  tellingUUID: string;
  countDate: string;
  countTime: string;
  telplek: string | null;
  participants: number;
  birdsCountedTotal: number;
  receivedAt: Date;
  birds: { birdId: string; count: number }[];
}

/**
 * Counts by the e-mail they were submitted with, for the account service (spec 6: a participant
 * sees and manages their own counts). Kept here so only the count module reads count tables.
 */
export function createCountPersonalRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<OwnCount[]> {
      const rows = await db
        .select({
          tellingUUID: countSubmission.id,
          countDate: countSubmission.countDate,
          countTime: countSubmission.countTime,
          telplek: countSubmission.telplek,
          participants: countSubmission.participants,
          birdsCountedTotal: countSubmission.birdsCountedTotal,
          receivedAt: countSubmission.receivedAt,
        })
        .from(countPersonal)
        .innerJoin(countSubmission, eq(countSubmission.id, countPersonal.submissionId))
        .where(eq(countPersonal.emailAddress, email))
        .orderBy(asc(countSubmission.receivedAt));
      if (rows.length === 0) return [];
      const birds = await db
        .select({
          submissionId: countBird.submissionId,
          birdId: countBird.birdId,
          count: countBird.count,
        })
        .from(countBird)
        .where(
          inArray(
            countBird.submissionId,
            rows.map((r) => r.tellingUUID),
          ),
        )
        .orderBy(asc(countBird.birdId));
      return rows.map((row) => ({
        ...row,
        birds: birds
          .filter((b) => b.submissionId === row.tellingUUID)
          .map(({ birdId, count }) => ({ birdId, count })),
      }));
    },

    /** Forgets the person behind these counts; the counts stay for research, anonymised. */
    async anonymiseByEmail(email: string): Promise<number> {
      const deleted = await db
        .delete(countPersonal)
        .where(eq(countPersonal.emailAddress, email))
        .returning({ id: countPersonal.submissionId });
      return deleted.length;
    },
  };
}

export type CountPersonalRepository = ReturnType<typeof createCountPersonalRepository>;
