import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModerationScanRepository } from '../src/modules/moderation/scan-repository.ts';
import { type TestDatabase, createTestDatabase } from './helpers/test-database.ts';

const MARGIN_SECONDS = 30;
const WINDOW_MINUTES = 10;
let test: TestDatabase;

/** `n` counts received `secondsAgo` before now, all at the same moment (a bulk import). */
async function storeCounts(n: number, secondsAgo: number, offset = 0): Promise<void> {
  await test.database.db.execute(sql`
    insert into count_submission (id, count_id, body_hash, campaign_year, inztestid, counted_on,
      count_date, count_time, pc4, private_location, home_address, participants,
      birds_counted_total, has_suspicious_values, received_at)
    select gen_random_uuid(), gen_random_uuid(), 'scan-test', 2025, ${offset} + g, now(),
      current_date, '10:00', '6512', false, true, 1, 3, false,
      now() - make_interval(secs => ${secondsAgo})
    from generate_series(1, ${n}::int) g`);
}

/** One turn of the scan as the service takes it, `batches` batches of `size`; the ids read. */
async function turn(batches: number, size: number): Promise<string[]> {
  const scan = createModerationScanRepository(test.database.db);
  let after = await scan.start(MARGIN_SECONDS);
  const read: string[] = [];
  for (let i = 0; i < batches; i++) {
    const rows = await scan.next(size, after, WINDOW_MINUTES);
    if (rows.length === 0) break;
    read.push(...rows.map((r) => r.id));
    after = { receivedAt: rows.at(-1)!.receivedAt, id: rows.at(-1)!.id };
    await scan.record([], after);
  }
  return read;
}

beforeEach(async () => {
  test = await createTestDatabase('migrated');
});
afterEach(async () => {
  await test.dispose();
});

describe('the moderation scan cursor', () => {
  it('gets through more counts than one turn reads once they are older than the margin', async () => {
    // Before: each turn started 30 s before the cursor, re-read the same 100 and never got on.
    await storeCounts(250, 120);
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) for (const id of await turn(1, 100)) seen.add(id);
    expect(seen.size).toBe(250);
    expect(await turn(1, 100)).toEqual([]);
  });

  it('still re-reads the margin before now, for a count whose transaction committed late', async () => {
    await storeCounts(3, 1);
    expect(await turn(10, 100)).toHaveLength(3);
    // Received (its transaction began) before the counts above, committed after they were read.
    await storeCounts(1, 5, 100);
    const again = await turn(10, 100);
    expect(again).toHaveLength(4);
  });
});
