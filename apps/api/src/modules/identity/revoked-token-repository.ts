import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { revokedToken } from '../../db/schema/index.ts';

/** Access tokens revoked before they expire: `jti:<id>` or `grant:<id>` (all of a grant's). */
export function createRevokedTokenRepository(db: Db) {
  return {
    async add(id: string, expiresAt: Date): Promise<void> {
      await db.insert(revokedToken).values({ jti: id, expiresAt }).onConflictDoNothing();
    },

    /** Which of `ids` are revoked (one primary-key lookup). */
    async revoked(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: revokedToken.jti })
        .from(revokedToken)
        .where(inArray(revokedToken.jti, ids));
      return rows.map((r) => r.id);
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(revokedToken).where(lt(revokedToken.expiresAt, now));
    },
  };
}

export type RevokedTokenRepository = ReturnType<typeof createRevokedTokenRepository>;
