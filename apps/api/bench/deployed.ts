import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { countedOn, selectableCountDates } from '@tvt/domain';
import { openDatabase } from '../src/db/database.ts';
import { createBirdRepository } from '../src/modules/birds/repository.ts';
import { freePort, startRedisServer } from '../test/helpers/redis-server.ts';
import { startServer } from '../test/helpers/server-process.ts';
import { startShippedNginx } from '../test/helpers/shipped-nginx.ts';
import { createPostgresDatabase } from '../test/helpers/test-database.ts';
import { validCountBody } from './count-body.ts';
import { type CpuKind, cpuDelta, cpuPerItem, trackCpu } from './process-cpu.ts';
import { rawInserts } from './raw-inserts.ts';

/**
 * `npm run bench:deployed`: capacity on the deployed shape (issue 32). The shipped nginx
 * (deploy/nginx.conf, TLS) in front of 3 server processes on one fresh PostgreSQL database and
 * one redis-server; N phones poll the totals (every 60 s) and the national results (every 30 s)
 * throughout, while count submissions arrive open-loop at rising rates. Reports each rate's
 * p50/p99 and errors, the highest rate with p99 < 200 ms and no error, and raw inserts straight
 * into the same PostgreSQL in the same run. Everything shares this machine's cores.
 * Settings: BENCH_PHONES (2000), BENCH_RATES (25,50,100,200), BENCH_PHASE_SECONDS (10),
 * BENCH_INSTANCES (3), BENCH_RAW_SECONDS (5), TEST_DATABASE_URL; on a shared machine
 * BENCH_PORT_BASE (the instances, then nginx's http and https ports; else free ports),
 * BENCH_REDIS_PORT and BENCH_DATABASE (a name for the run's database; else a unique one).
 * At the end it checks that every stored count is in the national results once.
 */
const PHONES = Number(process.env.BENCH_PHONES ?? 2000);
const RATES = (process.env.BENCH_RATES ?? '25,50,100,200').split(',').map(Number);
const PHASE_SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 10);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3);
const RAW_SECONDS = Number(process.env.BENCH_RAW_SECONDS ?? 5);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 0);
const REDIS_PORT = Number(process.env.BENCH_REDIS_PORT ?? 0);
const HOUR = 3_600_000;

// The balancer's certificate is self-signed, made for this run.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

interface Stream {
  latencies: number[];
  errors: number;
  /** Errors by HTTP status, or `network` when no answer came. */
  why: Record<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Sends `rate` requests per second for `seconds`, whether or not earlier ones answered. */
async function openLoop(rate: number, seconds: number, request: () => Promise<Response>) {
  const stream: Stream = { latencies: [], errors: 0, why: {} };
  const failed = (why: string) => {
    stream.errors += 1;
    stream.why[why] = (stream.why[why] ?? 0) + 1;
  };
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      const t0 = performance.now();
      pending.push(
        request().then(
          async (res) => {
            await res.arrayBuffer();
            if (res.status >= 400) failed(String(res.status));
            else stream.latencies.push(performance.now() - t0);
          },
          () => failed('network'),
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(pending);
  return { ...stream, sent };
}

function summary(rate: number, s: Awaited<ReturnType<typeof openLoop>>) {
  const sorted = [...s.latencies].sort((a, b) => a - b);
  return {
    rate,
    sent: s.sent,
    ok: sorted.length,
    errors: s.errors,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    why: Object.entries(s.why)
      .map(([k, n]) => `${k}×${n}`)
      .join(' '),
  };
}

const postgres = await createPostgresDatabase(ADMIN_URL, undefined, process.env.BENCH_DATABASE);
const redis = await startRedisServer([], REDIS_PORT || undefined);
const port = (i: number) => (PORT_BASE ? Promise.resolve(PORT_BASE + i) : freePort());
const ports = await Promise.all(Array.from({ length: INSTANCES }, (_, i) => port(i)));
const [httpPort, httpsPort] = [await port(INSTANCES), await port(INSTANCES + 1)];
const origin = `https://localhost:${httpsPort}`;
const now = Date.now();
// BENCH_CPU_PROF=<folder>: the first instance writes a V8 CPU profile there when it stops.
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const servers = ports.map((port, i) =>
  startServer({
    ...(PROFILE_DIR && i === 0 ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}` } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tvt-bench-data-')),
    WEB_DIST_DIR: join(tmpdir(), 'tvt-bench-no-dist'),
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    PUBLIC_URL: origin,
    MAIL_TRANSPORT: 'outbox',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    COUNT_SUBMIT_RATE_LIMIT: '1000000000',
    CAMPAIGN_PHASE1_START: new Date(now - 48 * HOUR).toISOString(),
    CAMPAIGN_PHASE2_START: new Date(now - HOUR).toISOString(),
    CAMPAIGN_PHASE3_START: new Date(now + 48 * HOUR).toISOString(),
  }),
);
const nginx = await Promise.all(servers.map((s) => s.started()))
  .then(() => startShippedNginx(ports, { http: httpPort, https: httpsPort }))
  .catch(async (error: unknown) => {
    // A failed start leaves nothing running: the instances would outlive the bench otherwise.
    for (const s of servers) s.kill();
    redis.stop();
    await postgres.drop();
    throw error;
  });

const date = selectableCountDates(new Date(), { phase2Start: new Date(now - HOUR) })[0]!;
const submit = () =>
  fetch(`${origin}/api/count/v1/inzending`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...validCountBody(),
      countedon: countedOn({ date, hour: 0, minute: 5 }),
    }),
  });
let polls = 0;
const poll = () => fetch(`${origin}/api/count/v1/${polls++ % 3 === 0 ? 'totals' : 'results'}`);

try {
  const load = loadavg()[0]!.toFixed(1);
  console.log(
    `bench:deployed — nginx (TLS) + ${INSTANCES} instances + PostgreSQL + Redis; ` +
      `${PHONES} phones polling (${PHONES / 20} req/s); load average ${load} at start`,
  );
  const warm = await openLoop(20, 3, submit); // warm-up: JIT, pools, caches
  const cpu = trackCpu({
    nginx: nginx.pid,
    instances: servers.map((s) => s.child.pid!),
    redis: redis.child.pid,
    database: new URL(postgres.url).pathname.slice(1),
  });
  // Transactions committed in the run's database (statements: each is its own transaction).
  const database = await openDatabase({ databaseUrl: postgres.url, poolMax: 2 });
  const commits = async () => {
    const result = await database.db.execute(sql`select pg_stat_clear_snapshot()`).then(() =>
      database.db.execute(sql`select xact_commit::int as n from pg_stat_database
        where datname = current_database()`),
    );
    return (result as { rows: { n: number }[] }).rows[0]!.n;
  };
  // The polls alone first: what they cost is taken off each step's CPU to leave the counts'.
  let mark = cpu.mark();
  const pollsAlone = summary(0, await openLoop(PHONES / 20, PHASE_SECONDS, poll));
  const pollsCpu = cpuDelta(cpu.mark(), mark);
  const rows: ReturnType<typeof summary>[] = [];
  const pollRows: ReturnType<typeof summary>[] = [];
  const cpuRows: Record<string, number | string>[] = [];
  for (const rate of RATES) {
    mark = cpu.mark();
    const commitsBefore = await commits();
    const [counts, reads] = await Promise.all([
      openLoop(rate, PHASE_SECONDS, submit),
      openLoop(PHONES / 20, PHASE_SECONDS, poll),
    ]);
    const used = cpuDelta(cpu.mark(), mark);
    // PostgreSQL publishes a backend's figures within a second or so of its commits.
    const committed = (await new Promise((r) => setTimeout(r, 1500)).then(commits)) - commitsBefore;
    rows.push(summary(rate, counts));
    pollRows.push(summary(PHONES / 20, reads));
    cpuRows.push({
      rate,
      ...cpuPerItem(
        used,
        counts.latencies.length,
        pollsCpu,
        reads.latencies.length / pollsAlone.ok,
      ),
      'commits/count': Math.round((committed / Math.max(1, counts.latencies.length)) * 100) / 100,
    });
  }
  cpu.stop();
  const birds = await createBirdRepository(database.db).countCatalog();
  // Every count answered is stored once and in the national results once (after the last fold).
  await new Promise((r) => setTimeout(r, 3000));
  const check = await database.db.execute(sql`select
    (select count(*)::int from count_submission where not excluded) as stored,
    (select coalesce(sum(counts), 0)::int from result_area where area_code = 'NL') as shown,
    (select sum(pg_relation_size(c))::int / 8192 from (values ('result_area_pending'::regclass),
      ('result_species_pending'::regclass)) v(c)) as "pendingPages"`);
  await database.close();
  // The ceiling: the same insert statement without any results work, 1 count per statement;
  // then with the results part of the code under test (before: the shared rows' upserts).
  const raw = await rawInserts(postgres.url, birds, 8, RAW_SECONDS, 1, false);
  const rawWithResults = await rawInserts(postgres.url, birds, 8, RAW_SECONDS, 1, true);
  console.log('\nsubmissions (open loop) through nginx:');
  console.table(rows);
  console.log('polling reads during each step:');
  console.table(pollRows);
  const perPoll = cpuPerItem(pollsCpu, pollsAlone.ok);
  console.log(
    `CPU ms per count by process, the polls' share taken off (polls alone: ${pollsAlone.ok} ` +
      `in ${PHASE_SECONDS} s, p99 ${pollsAlone.p99} ms, ${perPoll.total} CPU ms per poll: ` +
      (Object.keys(perPoll) as (CpuKind | 'total')[]).map((k) => `${k} ${perPoll[k]}`).join(', ') +
      '):',
  );
  console.table(cpuRows);
  const {
    stored: inDatabase,
    shown,
    pendingPages,
  } = (check as { rows: { stored: number; shown: number; pendingPages: number }[] }).rows[0]!;
  const answered = rows.reduce((sum, r) => sum + r.ok, warm.latencies.length);
  console.log(
    `counts answered 200 (warm-up included): ${answered}; stored: ${inDatabase}; in the national results: ${shown}; ` +
      `pages of the (emptied) pending tables: ${pendingPages}`,
  );
  if ([...rows, ...pollRows].some((r) => r.errors > 0)) {
    // What the instances logged (warnings and errors) explains the failed answers.
    for (const [i, s] of servers.entries())
      console.log(`instance ${i + 1} logged:\n${(s.output.stdout + s.output.stderr).slice(-1500)}`);
  }
  const passed = rows.filter((r, i) => r.p99 < 200 && r.errors === 0 && pollRows[i]!.errors === 0);
  const best = passed.at(-1)?.rate ?? 0;
  console.log(
    `highest rate with p99 < 200 ms and 0 errors: ${best} counts/s; ` +
      `raw inserts (1 per statement, 8 clients, no results work): ${Math.round(raw.perSecond)}/s ` +
      `(p99 ${Math.round(raw.p99)} ms); ratio ${((best / raw.perSecond) * 100).toFixed(1)} %; ` +
      `the same with the results part: ${Math.round(rawWithResults.perSecond)}/s; ` +
      `load average ${loadavg()[0]!.toFixed(1)} at end`,
  );
} finally {
  nginx.stop();
  if (PROFILE_DIR) {
    // The profile is written on a clean exit: SIGTERM (drain and stop), not SIGKILL.
    servers[0]!.child.kill('SIGTERM');
    await Promise.race([servers[0]!.exit, new Promise((r) => setTimeout(r, 20_000))]);
  }
  for (const s of servers) s.kill();
  redis.stop();
  await postgres.drop();
}
