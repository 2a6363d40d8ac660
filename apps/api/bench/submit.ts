import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seed } from '../src/seed.ts';
import { parseEnv } from '../src/env.ts';
import { createBirdRepository } from '../src/modules/birds/repository.ts';
import { createPostgresDatabase } from '../test/helpers/test-database.ts';
import { COUNT_NOW } from './count-body.ts';
import { rawInserts } from './raw-inserts.ts';
import { runLoad } from './run-load.ts';

/**
 * `npm run bench:submit`: the real server (buildApp on a free port) under many concurrent valid
 * submissions, on PostgreSQL and on PGlite, each in a fresh database; then the ceiling of the
 * same insert statement straight into PostgreSQL, one count per statement and twenty (and twenty
 * without the results aggregates, to show their cost).
 * Settings: BENCH_REQUESTS, BENCH_RAW_SECONDS, BENCH_CONNECTIONS, BENCH_POOL, TEST_DATABASE_URL.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const RAW_SECONDS = Number(process.env.BENCH_RAW_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const POOL = Number(process.env.BENCH_POOL ?? 16);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function storedCounts(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from count_submission`);
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

interface Line {
  target: string;
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  stored: number | string;
  /** Share of the time the server's event loop was busy: near 1 means CPU-bound. */
  loop?: number;
}

async function benchServer(target: string, database: Database): Promise<Line> {
  await runMigrations(database);
  await seed(database);
  const config = parseEnv({
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    COUNT_SUBMIT_RATE_LIMIT: '1000000000',
  });
  const app = await buildApp({ config, database, now: () => COUNT_NOW });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}/api/count/v1/inzending`;
  try {
    // Warm-up: JIT, catalog cache, pool connections; not measured.
    await runLoad({ url, connections: CONNECTIONS, amount: Math.max(200, REQUESTS / 10) });
    const before = await storedCounts(database);
    const loopBefore = performance.eventLoopUtilization();
    const load = await runLoad({ url, connections: CONNECTIONS, amount: REQUESTS });
    const loop = performance.eventLoopUtilization(loopBefore).utilization;
    const stored = (await storedCounts(database)) - before;
    return { target, ...load, stored, loop };
  } finally {
    await app.close();
  }
}

function print(lines: Line[]): void {
  const row = (cells: (string | number)[]) => cells.map((c) => String(c).padStart(14)).join('');
  console.log(
    row(['target', 'counts/s', 'p50 ms', 'p99 ms', '2xx', 'failed', 'stored', 'loop busy']),
  );
  for (const l of lines) {
    console.log(
      row([
        l.target,
        l.perSecond.toFixed(0),
        l.p50.toFixed(1),
        l.p99.toFixed(1),
        l.ok,
        l.failed,
        l.stored,
        l.loop === undefined ? '-' : `${(l.loop * 100).toFixed(0)}%`,
      ]),
    );
  }
}

const lines: Line[] = [];
let failures = 0;

const postgres = await createPostgresDatabase(ADMIN_URL);
try {
  const database = await openDatabase({ databaseUrl: postgres.url, poolMax: POOL });
  try {
    lines.push(await benchServer(`postgres(${POOL})`, database));
    const birds = await createBirdRepository(database.db).countCatalog();
    const raw = await rawInserts(postgres.url, birds, POOL, RAW_SECONDS);
    lines.push({ target: 'raw pg insert', ...raw, failed: 0, stored: '-' });
    const batched = await rawInserts(postgres.url, birds, POOL, RAW_SECONDS, 20);
    lines.push({ target: 'raw pg ×20', ...batched, failed: 0, stored: '-' });
    // The same without the results' aggregates, right after: what keeping them costs.
    const bare = await rawInserts(postgres.url, birds, POOL, RAW_SECONDS, 20, false);
    lines.push({ target: 'raw ×20 no aggr.', ...bare, failed: 0, stored: '-' });
  } finally {
    await database.close();
  }
} finally {
  await postgres.drop();
}

const pglite = await openDatabase({ pgliteDir: 'memory://' });
try {
  lines.push(await benchServer('pglite', pglite));
} finally {
  await pglite.close();
}

print(lines);
console.log(
  `load average during the run: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`,
);
for (const l of lines) {
  if (typeof l.stored === 'number' && l.stored !== l.ok) {
    failures += 1;
    console.error(`✗ ${l.target}: ${l.stored} stored rows for ${l.ok} 2xx answers`);
  }
  if (l.failed > 0) console.error(`✗ ${l.target}: ${l.failed} requests failed`);
}
if (failures === 0) console.log('✓ stored rows equal 2xx answers on every server target');
process.exitCode = failures === 0 ? 0 : 1;
