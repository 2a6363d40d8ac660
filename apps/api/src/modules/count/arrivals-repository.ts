import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

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

/** node-postgres and PGlite both return `{ rows }` from execute. */
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
 * The stored counts in order of arrival, as the moderation scan walks them from its cursor: a
 * bounded batch at a time, over indexes only (`count_submission_received_idx`, the two
 * client-hash indexes, `count_bird`'s key).
 */
export function createCountArrivalsRepository(db: Db) {
  return {
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
  };
}

export type CountArrivalsRepository = ReturnType<typeof createCountArrivalsRepository>;
