import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { createResultsRepository } from '../src/modules/results/repository.ts';

/**
 * Fast filler for read benchmarks: `total` plausible counts written straight with
 * `insert … select generate_series`, no HTTP and no validation. Each count sees the commoner
 * species more often and in larger numbers (species i of the ranking is seen with chance
 * 0.85·0.9^i, 1–(12·0.93^i) birds). Not a demo generator: it only has to look like real load
 * to the totals queries. Rows are marked `body_hash = 'bench'`; they carry no areas, so
 * they count nationally only.
 */
export async function insertPlausibleCounts(
  database: Database,
  options: { total: number; campaignYear: number; birdIds: readonly string[] },
): Promise<void> {
  const { db } = database;
  const species = options.birdIds.slice(0, 40).map((id, i) => ({
    id,
    chance: 0.85 * 0.9 ** i,
    most: Math.max(1, Math.round(12 * 0.93 ** i)),
  }));
  const speciesRows = sql.join(
    species.map((s) => sql`(${s.id}::text, ${s.chance}::float8, ${s.most}::int)`),
    sql`, `,
  );
  // Batches keep the embedded database's memory bounded. Each batch draws its species into a
  // temporary table first, so every row is written once (no update of the totals afterwards).
  const BATCH = 25_000;
  for (let from = 1; from <= options.total; from += BATCH) {
    const to = Math.min(options.total, from + BATCH - 1);
    await db.execute(sql`
      create temp table bench_pick as
      select g, b.id as bird_id, 1 + floor(random() * random() * b.most)::int as n
      from generate_series(${from}::int, ${to}::int) g
      cross join (values ${speciesRows}) as b(id, chance, most)
      where random() < b.chance`);
    await db.execute(sql`
      insert into count_submission (id, count_id, body_hash, campaign_year, inztestid, counted_on,
        count_date, count_time, pc4, private_location, home_address, participants,
        birds_counted_total, has_suspicious_values)
      select md5('bench-' || g)::uuid, gen_random_uuid(), 'bench', ${options.campaignYear}, g,
        now(), current_date, '10:00', lpad((1000 + g % 9000)::text, 4, '0'), false, true,
        1 + (random() * 2)::int, coalesce(t.total, 0), false
      from generate_series(${from}::int, ${to}::int) g
      left join (select g, sum(n)::int as total from bench_pick group by g) t using (g)`);
    await db.execute(sql`
      insert into count_bird (submission_id, bird_id, count, suspicious)
      select md5('bench-' || g)::uuid, bird_id, n, false from bench_pick`);
    await db.execute(sql`drop table bench_pick`);
  }
  // Written around the count insert, so the results' aggregates are recomputed once at the end.
  await createResultsRepository(db).rebuild(options.campaignYear);
  // Fresh planner statistics, as autovacuum would take them in time: right after a bulk insert
  // PostgreSQL still plans for an empty table, and the moderation scan over these counts ran at
  // 260 counts/s instead of thousands.
  await db.execute(sql`analyze`);
}
