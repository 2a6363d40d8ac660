import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { moderationItem, moderationKey } from '../../db/schema/index.ts';

/** One stored count as the scan sees it: research fields and its neighbours in time. */
export interface ScanRow {
  id: string;
  campaignYear: number;
  hasSuspiciousValues: boolean;
  birdsCountedTotal: number;
  countDate: string;
  countTime: string;
  /** The database's text of `received_at` (with its offset): the cursor, exactly. */
  receivedAt: string;
  speciesSeen: number;
  sameAddressRecent: number | null;
  sameNetworkRecent: number | null;
}

export interface ScanCursor {
  receivedAt: string;
  id: string;
}

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** Neighbour counts stop being counted here: the rule needs only "many". */
const NEIGHBOUR_CAP = 1000;

/**
 * Where each neighbour count may stop: a burst rule asks only whether its limit is reached, so
 * the scan passes the limits. Counting on to 1,000 walked that many index entries per count
 * whenever one network sent many (a school, a carrier's shared address). In bench:deployed,
 * where every count comes from one address, PostgreSQL's CPU per count at 150-300 counts/s
 * went from 3.8-8.4 ms to 1.3-1.8 ms.
 */
export interface NeighbourCaps {
  address: number;
  network: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const neighbours = (column: string, windowMinutes: number, cap: number) =>
  sql.raw(`case
  when s.${column} is null then null
  else (select count(*) from (select 1 from count_submission o
    where o.${column} = s.${column}
      and o.received_at > s.received_at - make_interval(mins => ${Math.trunc(windowMinutes)})
      and o.received_at <= s.received_at limit ${Math.max(1, Math.trunc(cap))}) n)::int end`);

/**
 * The moderation scan's reads and writes. It walks `count_submission` in (received_at, id)
 * order from a kept cursor, a bounded batch at a time, over indexes only
 * (`count_submission_received_idx`, the two client-hash indexes, `count_bird`'s key).
 */
export function createModerationScanRepository(db: Db) {
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

    /** The next `limit` counts after `after` in (received_at, id) order. */
    async next(
      limit: number,
      after: ScanCursor,
      windowMinutes: number,
      caps: NeighbourCaps = { address: NEIGHBOUR_CAP, network: NEIGHBOUR_CAP },
    ): Promise<ScanRow[]> {
      const result = await db.execute(sql`
        select s.id, s.campaign_year as "campaignYear",
          s.has_suspicious_values as "hasSuspiciousValues",
          s.birds_counted_total as "birdsCountedTotal", s.count_date::text as "countDate",
          s.count_time as "countTime", s.received_at::text as "receivedAt",
          (select count(*) from count_bird b where b.submission_id = s.id and b.count > 0)::int
            as "speciesSeen",
          ${neighbours('client_address_hash', windowMinutes, caps.address)} as "sameAddressRecent",
          ${neighbours('client_network_hash', windowMinutes, caps.network)} as "sameNetworkRecent"
        from count_submission s
        where (s.received_at, s.id) > (${after.receivedAt}::timestamptz, ${after.id}::uuid)
        order by s.received_at, s.id
        limit ${limit}`);
      return rowsOf<ScanRow>(result);
    },

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
