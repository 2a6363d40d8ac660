import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteDirFor } from '../src/db/database.ts';
import { createPostgresDatabase } from '../test/helpers/test-database.ts';
import {
  type Answer,
  BARE_BASELINE,
  CORES,
  cpuMs,
  fetchRaw,
  pinLoadGenerator,
  startBare,
  startServer,
  stop,
} from './reads-targets.ts';
import { cachedPgliteDir } from './fill.ts';
import { fillInChild } from './fill-in-child.ts';

/**
 * `npm run bench:results`: the national ranking, a province and a municipality on the real
 * server (its own process) with BENCH_COUNTS (200,000) counts stored by the demo generator
 * through the count service, against bare Node `http` serving the same bytes, alternated in one
 * run. Also times the totals' top 3 read from the aggregates against the scan of every count it
 * replaced. The PGlite data folder is kept in the temporary folder between runs (first run:
 * a few minutes). Settings: BENCH_SECONDS (3), BENCH_ROUNDS (3), BENCH_CONNECTIONS (100),
 * BENCH_COUNTS, BENCH_TARGETS (pglite; or postgres), BENCH_PORT (9150; bare on +1).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const COUNTS = Number(process.env.BENCH_COUNTS ?? 200_000);
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite').split(',');
const PORT = Number(process.env.BENCH_PORT ?? 9150);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GOAL_RATIO = 0.7;

const ENDPOINTS = [
  { label: 'national ranking', url: '/api/count/v1/results' },
  { label: 'province PV27', url: '/api/count/v1/results/provinces/PV27' },
  { label: 'municipality GM0363', url: '/api/count/v1/results/municipalities/GM0363' },
  // Reference, not a goal here: bench:reads' phase file, through the same read cache.
  { label: 'phase file (ref.)', url: '/cdn/tvtPhase.json' },
];

async function load(pid: number, port: number, url: string) {
  const cpuBefore = cpuMs(pid);
  const result = (await autocannon({
    url: `http://127.0.0.1:${port}${url}`,
    connections: CONNECTIONS,
    duration: SECONDS,
  })) as Result;
  return {
    perSecond: result['2xx'] / result.duration,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuUs: (1000 * (cpuMs(pid) - cpuBefore)) / Math.max(1, result['2xx']),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Milliseconds of the best of five runs of a query. */
async function timeQuery(run: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await run();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

async function topThreeTimes(env: Record<string, string>) {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { pgliteDir: pgliteDirFor(env.DATA_DIR!) },
  );
  try {
    const aggregates = await timeQuery(() =>
      database.db.execute(sql`select s.bird_id, b.name, s.birds from result_species s
        join bird b on b.id = s.bird_id where s.area_code = 'NL' and s.campaign_year =
        (select max(campaign_year) from result_area) order by s.birds desc, s.bird_id limit 3`),
    );
    // The query the totals ran before issue 14: every stored count of the campaign.
    const scan = await timeQuery(() =>
      database.db.execute(sql`select cb.bird_id, b.name, sum(cb.count) as total from count_bird cb
        join count_submission cs on cs.id = cb.submission_id join bird b on b.id = cb.bird_id
        where cs.campaign_year = (select max(campaign_year) from count_submission)
        group by cb.bird_id, b.name order by total desc, cb.bird_id limit 3`),
    );
    return { aggregates, scan };
  } finally {
    await database.close();
  }
}

interface Prepared {
  env: Record<string, string>;
  drop: () => Promise<void>;
  note: string;
}

async function prepare(target: string): Promise<Prepared> {
  if (target === 'postgres') {
    const postgres = await createPostgresDatabase(ADMIN_URL);
    await fillInChild('generator', { databaseUrl: postgres.url }, COUNTS);
    return {
      env: {
        DATABASE_URL: postgres.url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tvt-bench-results-')),
      },
      drop: () => postgres.drop(),
      note: 'generated now',
    };
  }
  const { dir, cached } = await cachedPgliteDir(COUNTS);
  return {
    env: { DATA_DIR: dir },
    drop: () => Promise.resolve(),
    note: cached ? 'cached data folder' : 'generated now',
  };
}

const pinning = pinLoadGenerator();
const lines: string[] = [];
let failedAll = 0;
for (const target of TARGETS) {
  const started = Date.now();
  const prepared = await prepare(target);
  console.log(
    `${target}: ${COUNTS} counts (${prepared.note}) ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  try {
    const server = await startServer(prepared.env, PORT);
    let bare;
    try {
      const answers: Answer[] = [];
      for (const e of ENDPOINTS) {
        const answer = await fetchRaw(PORT, e.url);
        if (answer.status !== 200) throw new Error(`${e.url} answered ${answer.status}`);
        answers.push(answer);
      }
      const national = JSON.parse(Buffer.from(answers[0]!.body, 'base64').toString()) as {
        totals: { participants: number };
      };
      lines.push(`${target}: the national ranking counts ${national.totals.participants} counts`);
      bare = await startBare(answers, PORT + 1);
      for (const e of ENDPOINTS) {
        await load(server.pid!, PORT, e.url);
        await load(bare.pid!, PORT + 1, e.url);
      }
      for (const [i, e] of ENDPOINTS.entries()) {
        const ratios: number[] = [];
        const own: number[] = [];
        const base: number[] = [];
        const cpu: number[] = [];
        let p99 = 0;
        for (let round = 0; round < ROUNDS; round++) {
          const b = await load(bare.pid!, PORT + 1, e.url);
          const s = await load(server.pid!, PORT, e.url);
          cpu.push(b.cpuUs / Math.max(1e-9, s.cpuUs));
          base.push(b.perSecond);
          own.push(s.perSecond);
          p99 = Math.max(p99, s.p99);
          failedAll += s.failed;
          ratios.push(b.perSecond > 0 ? s.perSecond / b.perSecond : 0);
        }
        const ratio = median(ratios);
        lines.push(
          `${target.padEnd(8)} ${e.label.padEnd(20)} ${median(own).toFixed(0).padStart(7)}/s ` +
            `bare ${median(base).toFixed(0).padStart(7)}/s  ratio ${ratio.toFixed(2)}  p99 ${p99} ms ` +
            `${Buffer.from(answers[i]!.body, 'base64').length} bytes  ${ratio >= GOAL_RATIO ? '✓' : '✗'}  ` +
            `rounds ${ratios.map((r) => r.toFixed(2)).join(' ')}; cpu ratio ${median(cpu).toFixed(2)}`,
        );
      }
    } finally {
      if (bare) await stop(bare);
      await stop(server);
    }
    // After the load: the embedded database in this process would stay in its heap, and the
    // server has the data folder to itself while it runs.
    const times = await topThreeTimes(prepared.env);
    lines.push(
      `${target}: top 3 from the aggregates ${times.aggregates.toFixed(1)} ms; ` +
        `from a scan of every count (before) ${times.scan.toFixed(0)} ms`,
    );
  } finally {
    await prepared.drop();
  }
}
for (const line of lines) console.log(line);
console.log(`${BARE_BASELINE}; ${pinning}`);
console.log(
  `goal: ratio ≥ ${GOAL_RATIO}; ${CONNECTIONS} connections, ${SECONDS} s per cell, median of ` +
    `${ROUNDS} alternated rounds; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} ` +
    `on ${CORES} cores`,
);
if (failedAll > 0) console.error(`✗ ${failedAll} failed requests`);
process.exitCode = failedAll > 0 ? 1 : 0;
