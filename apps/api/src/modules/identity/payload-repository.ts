import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { oidcPayload } from '../../db/schema/index.ts';

export interface StoredPayload {
  payload: Record<string, unknown>;
  consumedAt: Date | null;
}

/** oidc-provider's models in one table, keyed by (model, id), shared by every instance. */
export function createPayloadRepository(db: Db) {
  const select = { payload: oidcPayload.payload, consumedAt: oidcPayload.consumedAt };
  return {
    async upsert(
      model: string,
      id: string,
      payload: Record<string, unknown>,
      expiresAt: Date | null,
    ): Promise<void> {
      const row = {
        model,
        id,
        payload,
        grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
        userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expiresAt,
      };
      await db
        .insert(oidcPayload)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayload.model, oidcPayload.id], set: row });
    },

    async find(model: string, column: 'id' | 'uid' | 'userCode', value: string, now: Date) {
      const rows = await db
        .select(select)
        .from(oidcPayload)
        .where(
          and(
            eq(oidcPayload.model, model),
            eq(oidcPayload[column], value),
            sql`(${oidcPayload.expiresAt} is null or ${oidcPayload.expiresAt} > ${now.toISOString()}::timestamptz)`,
          ),
        )
        .limit(1);
      return rows[0];
    },

    async consume(model: string, id: string, at: Date): Promise<void> {
      await db
        .update(oidcPayload)
        .set({ consumedAt: at })
        .where(and(eq(oidcPayload.model, model), eq(oidcPayload.id, id)));
    },

    async destroy(model: string, id: string): Promise<void> {
      await db.delete(oidcPayload).where(and(eq(oidcPayload.model, model), eq(oidcPayload.id, id)));
    },

    /** Everything issued under a grant: revoking it ends its tokens on every instance. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayload).where(eq(oidcPayload.grantId, grantId));
    },

    async deleteExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(oidcPayload)
        .where(lt(oidcPayload.expiresAt, now))
        .returning({ id: oidcPayload.id });
      return rows.length;
    },
  };
}

export type PayloadRepository = ReturnType<typeof createPayloadRepository>;
