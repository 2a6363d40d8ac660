import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { moderationItem, moderationKey } from '../../db/schema/index.ts';
import {
  type NeighbourCaps,
  type ScanCursor,
  createCountArrivalsRepository,
} from '../count/arrivals-repository.ts';

export type { ScanCursor, ScanRow } from '../count/arrivals-repository.ts';

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The moderation scan's reads and writes. It walks the stored counts in (received_at, id)
 * order from a kept cursor, a bounded batch at a time (the count module reads them).
 */
export function createModerationScanRepository(db: Db) {
  const arrivals = createCountArrivalsRepository(db);
  return {
    /** The HMAC key of the client hashes: made on first use, the same for every instance. */
    async secret(): Promise<string> {
      await db
        .insert(moderationKey)
        .values({ id: 1, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const rows = await db
        .select({ secret: moderationKey.secret })
        .from(moderationKey)
        .where(eq(moderationKey.id, 1));
      return rows[0]!.secret;
    },

    /**
     * Where a scan starts: at the kept cursor, or `marginSeconds` before now when the cursor is
     * closer to now than that, so a count whose statement committed after a later one was read
     * (its `received_at` is its transaction's start) is still seen. Re-reading a count is
     * harmless: a queued one is never queued twice. The margin is measured from now, not from
     * the cursor: counts stored faster than a scan's turn reads them (an import, the demo
     * generator) otherwise put more than a turn's worth inside the margin, and every turn
     * re-read the same ones and never got past the cursor.
     */
    async start(marginSeconds: number): Promise<ScanCursor> {
      const rows = rowsOf<{ receivedAt: string; id: string | null }>(
        await db.execute(sql`
          with c as (select received_at, submission_id,
            now() - make_interval(secs => ${marginSeconds}) as settled
            from moderation_scan where id = 1)
          select case when received_at <= settled then received_at else settled end::text
              as "receivedAt",
            case when received_at <= settled then submission_id::text end as "id"
          from c`),
      );
      const row = rows[0];
      if (!row) return { receivedAt: '-infinity', id: FIRST_ID };
      return { receivedAt: row.receivedAt, id: row.id ?? FIRST_ID };
    },

    /** The next `limit` counts after `after` in (received_at, id) order (the count module's). */
    next: (limit: number, after: ScanCursor, windowMinutes: number, caps?: NeighbourCaps) =>
      arrivals.next(limit, after, windowMinutes, caps),

    /** Queues the flagged counts (once each) and moves the cursor forward, never back. */
    async record(
      flagged: { submissionId: string; campaignYear: number; reasons: string[] }[],
      last: ScanCursor,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (flagged.length > 0)
          await tx.insert(moderationItem).values(flagged).onConflictDoNothing();
        await tx.execute(sql`
          insert into moderation_scan (id, received_at, submission_id)
          values (1, ${last.receivedAt}::timestamptz, ${last.id}::uuid)
          on conflict (id) do update set received_at = excluded.received_at,
            submission_id = excluded.submission_id
          where (moderation_scan.received_at, moderation_scan.submission_id)
            < (excluded.received_at, excluded.submission_id)`);
      });
    },
  };
}

export type ModerationScanRepository = ReturnType<typeof createModerationScanRepository>;
