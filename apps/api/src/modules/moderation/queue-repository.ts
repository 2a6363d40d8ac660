import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { moderationItem } from '../../db/schema/index.ts';
import {
  createCountModerationRepository,
  moderatedCounts,
} from '../count/moderation-repository.ts';

/** The stored counts' research fields (the count module's subquery), joined to the items. */
const counted = moderatedCounts('counted');

export interface QueueFilter {
  state: string;
  campaign?: number;
  limit: number;
  offset: number;
}

const itemColumns = {
  tellingUUID: counted.id,
  campaignYear: counted.campaignYear,
  countDate: counted.countDate,
  countTime: counted.countTime,
  receivedAt: counted.receivedAt,
  reasons: moderationItem.reasons,
  state: moderationItem.state,
  excluded: counted.excluded,
  pc4: counted.pc4,
  municipalityCode: counted.areaMunicipality,
  municipality: counted.municipality,
  province: counted.province,
  participants: counted.participants,
  birdsCountedTotal: counted.birdsCountedTotal,
  telplek: counted.telplek,
  groottetuin: counted.groottetuin,
  decidedAt: moderationItem.decidedAt,
  note: moderationItem.note,
};

/** The office's view of the queue: research fields only, personal data on its own call. */
export function createModerationQueueRepository(db: Db) {
  const counts = createCountModerationRepository(db);
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
        .innerJoin(counted, eq(counted.id, moderationItem.submissionId))
        .where(where(filter))
        .orderBy(asc(moderationItem.flaggedAt), asc(moderationItem.submissionId))
        .limit(filter.limit)
        .offset(filter.offset);
      const birds = await counts.birdsOf(rows.map((r) => r.tellingUUID));
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
          excluded: counted.excluded,
        })
        .from(moderationItem)
        .innerJoin(counted, eq(counted.id, moderationItem.submissionId))
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
    personal: (id: string) => counts.personal(id),
  };
}

export type ModerationQueueRepository = ReturnType<typeof createModerationQueueRepository>;
