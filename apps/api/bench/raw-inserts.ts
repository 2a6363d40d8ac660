import { performance } from 'node:perf_hooks';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type CatalogBird, buildCountCatalog } from '../src/modules/count/bird-catalog.ts';
import { insertManyStatement, statementParts } from '../src/modules/count/repository.ts';
import { PENDING_SUMS } from '../src/modules/results/pending-repository.ts';
import { validSubmissionRecord } from './valid-record.ts';

export interface RawResult {
  ok: number;
  perSecond: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/**
 * The ceiling: the server's own insert statement, driven straight at PostgreSQL with pg from
 * `concurrency` clients, with no HTTP, JSON or validation in between.
 */
export async function rawInserts(
  url: string,
  birds: readonly CatalogBird[],
  concurrency: number,
  seconds: number,
  /** Counts per statement: 1 is one insert per count, more is what group commit does. */
  batch = 1,
  /** False: the same statement without the results' aggregate upserts (their cost, A/B). */
  aggregates = true,
): Promise<RawResult> {
  const catalog = buildCountCatalog(birds);
  const dialect = new PgDialect();
  const record = () => validSubmissionRecord(catalog, 2025);
  const [withSums, bare] = [statementParts(PENDING_SUMS), statementParts('')];
  const statement = () => {
    const records = Array.from({ length: batch }, record);
    const query = dialect.sqlToQuery(insertManyStatement(records, aggregates ? withSums : bare));
    return { text: query.sql, values: query.params };
  };
  // Statements are built before the clock starts: only the database is measured.
  const prepared = Array.from({ length: Math.ceil(4000 / batch) }, statement);
  const pool = new pg.Pool({ connectionString: url, max: concurrency });
  pool.on('error', () => undefined);
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const query = next < prepared.length ? prepared[next++]! : statement();
        const t0 = performance.now();
        await pool.query(query);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    ok: latencies.length * batch,
    perSecond: (latencies.length * batch) / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
