import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { segment } from '../../db/schema/index.ts';

export function createSegmentRepository(db: Db) {
  return {
    async findPageId(emailHash: string): Promise<string | undefined> {
      const rows = await db
        .select({ pageId: segment.pageId })
        .from(segment)
        .where(eq(segment.emailHash, emailHash))
        .limit(1);
      return rows[0]?.pageId;
    },

    /** Adds or replaces entries (used by the organisation's import and by tests). */
    async upsert(entries: readonly { emailHash: string; pageId: string }[]): Promise<void> {
      if (entries.length === 0) return;
      for (const entry of entries) {
        await db
          .insert(segment)
          .values(entry)
          .onConflictDoUpdate({ target: segment.emailHash, set: { pageId: entry.pageId } });
      }
    },
  };
}

export type SegmentRepository = ReturnType<typeof createSegmentRepository>;
