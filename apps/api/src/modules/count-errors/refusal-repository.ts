import { and, gte, lt, sql, sum } from 'drizzle-orm';
import { REFUSAL_KINDS, type RefusalKind, type RefusalRow } from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { countRefusal } from '../../db/schema/index.ts';

const isKind = (kind: string): kind is RefusalKind =>
  (REFUSAL_KINDS as readonly string[]).includes(kind);

/**
 * The server's refusals of count submissions per minute and kind (decision 131). Every instance
 * adds its own tally to the same rows, so a read is the sum over instances.
 */
export function createRefusalRepository(db: Db) {
  return {
    /** Adds one instance's tally: one statement, whatever the number of minutes and kinds. */
    async add(rows: readonly RefusalRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(countRefusal)
        .values(rows.map((row) => ({ minute: row.start, kind: row.kind, refusals: row.refusals })))
        .onConflictDoUpdate({
          target: [countRefusal.minute, countRefusal.kind],
          set: { refusals: sql`${countRefusal.refusals} + excluded.refusals` },
        });
    },

    /** The refusals per minute and kind from `from` up to `until`. */
    async perMinute(from: Date, until: Date): Promise<RefusalRow[]> {
      const rows = await db
        .select()
        .from(countRefusal)
        .where(and(gte(countRefusal.minute, from), lt(countRefusal.minute, until)));
      return rows.flatMap((row) =>
        isKind(row.kind) ? [{ start: row.minute, kind: row.kind, refusals: row.refusals }] : [],
      );
    },

    /** The refusals per kind since `since`. */
    async since(since: Date): Promise<{ kind: RefusalKind; refusals: number }[]> {
      const rows = await db
        .select({ kind: countRefusal.kind, refusals: sum(countRefusal.refusals) })
        .from(countRefusal)
        .where(gte(countRefusal.minute, since))
        .groupBy(countRefusal.kind);
      return rows.flatMap((row) =>
        isKind(row.kind) ? [{ kind: row.kind, refusals: Number(row.refusals ?? 0) }] : [],
      );
    },
  };
}

export type RefusalRepository = ReturnType<typeof createRefusalRepository>;
