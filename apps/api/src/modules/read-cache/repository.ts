import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contentVersion } from '../../db/schema/index.ts';

/** All organisation-edited content shares one version: an edit is rare, a refill is cheap. */
export const CONTENT_SCOPE = 'content';

export function createContentVersionRepository(db: Db) {
  return {
    /** 0 until the first edit. */
    async read(): Promise<number> {
      const rows = await db
        .select({ version: contentVersion.version })
        .from(contentVersion)
        .where(eq(contentVersion.scope, CONTENT_SCOPE));
      return rows[0]?.version ?? 0;
    },

    /** Atomically one higher, whoever else bumps at the same time. */
    async bump(): Promise<number> {
      const rows = await db
        .insert(contentVersion)
        .values({ scope: CONTENT_SCOPE, version: 1 })
        .onConflictDoUpdate({
          target: contentVersion.scope,
          set: { version: sql`${contentVersion.version} + 1`, changedAt: sql`now()` },
        })
        .returning({ version: contentVersion.version });
      return rows[0]!.version;
    },
  };
}

export type ContentVersionRepository = ReturnType<typeof createContentVersionRepository>;
