import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  bird,
  countBird,
  countPersonal,
  countSubmission,
  moderationItem,
} from '../../db/schema/index.ts';

export interface QueueFilter {
  state: string;
  campaign?: number;
  limit: number;
  offset: number;
}

const itemColumns = {
  tellingUUID: countSubmission.id,
  campaignYear: countSubmission.campaignYear,
  countDate: countSubmission.countDate,
  countTime: countSubmission.countTime,
  receivedAt: countSubmission.receivedAt,
  reasons: moderationItem.reasons,
  state: moderationItem.state,
  excluded: countSubmission.excluded,
  pc4: countSubmission.pc4,
  municipalityCode: countSubmission.areaMunicipality,
  municipality: countSubmission.municipality,
  province: countSubmission.province,
  participants: countSubmission.participants,
  birdsCountedTotal: countSubmission.birdsCountedTotal,
  telplek: countSubmission.telplek,
  groottetuin: countSubmission.groottetuin,
  decidedAt: moderationItem.decidedAt,
  note: moderationItem.note,
};

/** The office's view of the queue: research fields only, personal data on its own call. */
export function createModerationQueueRepository(db: Db) {
  const where = (filter: Pick<QueueFilter, 'state' | 'campaign'>) =>
    and(
      eq(moderationItem.state, filter.state),
      filter.campaign === undefined ? undefined : eq(moderationItem.campaignYear, filter.campaign),
    );
  return {
    async list(filter: QueueFilter) {
      const rows = await db
        .select(itemColumns)
        .from(moderationItem)
        .innerJoin(countSubmission, eq(countSubmission.id, moderationItem.submissionId))
        .where(where(filter))
        .orderBy(asc(moderationItem.flaggedAt), asc(moderationItem.submissionId))
        .limit(filter.limit)
        .offset(filter.offset);
      const ids = rows.map((r) => r.tellingUUID);
      const birds =
        ids.length === 0
          ? []
          : await db
              .select({
                submissionId: countBird.submissionId,
                birdId: countBird.birdId,
                name: bird.name,
                count: countBird.count,
                suspicious: countBird.suspicious,
                threshold: bird.thresholdvalue,
              })
              .from(countBird)
              .leftJoin(bird, eq(bird.id, countBird.birdId))
              .where(and(inArray(countBird.submissionId, ids), sql`${countBird.count} > 0`))
              .orderBy(asc(countBird.submissionId), sql`${countBird.count} desc`);
      return rows.map((row) => ({
        ...row,
        birds: birds.filter((b) => b.submissionId === row.tellingUUID),
      }));
    },

    async total(filter: Pick<QueueFilter, 'state' | 'campaign'>): Promise<number> {
      const rows = await db.select({ n: count() }).from(moderationItem).where(where(filter));
      return Number(rows[0]?.n ?? 0);
    },

    /** The items of these counts: their state and whether the count is excluded now. */
    async states(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: moderationItem.submissionId,
          state: moderationItem.state,
          excluded: countSubmission.excluded,
        })
        .from(moderationItem)
        .innerJoin(countSubmission, eq(countSubmission.id, moderationItem.submissionId))
        .where(inArray(moderationItem.submissionId, [...ids]));
    },

    async decide(
      id: string,
      decision: { state: string; by: string; note: string | null; at: Date },
    ): Promise<void> {
      await db
        .update(moderationItem)
        .set({
          state: decision.state,
          decidedBy: decision.by,
          decidedAt: decision.at,
          note: decision.note,
        })
        .where(eq(moderationItem.submissionId, id));
    },

    /** A count's personal part and free texts (admin); undefined: no such count. */
    async personal(id: string) {
      const rows = await db
        .select({
          remarks: countSubmission.remarks,
          unrecognizedBirdRemarks: countSubmission.unrecognizedBirdRemarks,
          firstName: countPersonal.firstName,
          lastNamePrefix: countPersonal.lastNamePrefix,
          lastName: countPersonal.lastName,
          emailAddress: countPersonal.emailAddress,
          phoneNumber: countPersonal.phoneNumber,
          street: countPersonal.street,
          streetNumber: countPersonal.streetNumber,
          streetNumberAddition: countPersonal.streetNumberAddition,
          postalCode: countPersonal.postalCode,
          city: countPersonal.city,
        })
        .from(countSubmission)
        .leftJoin(countPersonal, eq(countPersonal.submissionId, countSubmission.id))
        .where(eq(countSubmission.id, id));
      return rows[0];
    },
  };
}

export type ModerationQueueRepository = ReturnType<typeof createModerationQueueRepository>;
