/**
 * `npm run bench:degraded`: p50/p99 of every endpoint with Redis reachable (the baseline,
 * measured in the same run), refused (a closed port) and blackholed (a TCP server that accepts
 * and never answers). Issue 11's goal: p99 under 100 ms for every endpoint with Redis away.
 *
 * BENCH_REQUESTS (default 120) requests per endpoint after 5 to warm up; BENCH_ONLY=a,b keeps
 * the endpoints whose path holds one of them; BENCH_SCENARIOS=refused,blackholed picks scenarios;, 4 at a time, over real HTTP to the app
 * on PGlite. Every GET route without parameters, a bird, and a count submission.
 */
import { mkdtempSync } from 'node:fs';
import { type Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { COUNT_NOW, validCountBody } from './count-body.ts';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seed } from '../src/seed.ts';
import { parseEnv } from '../src/env.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 120);
const CONCURRENCY = 4;
const PORT = Number(process.env.BENCH_PORT ?? 8131);
const GOAL_MS = 100;

interface Target {
  method: 'GET' | 'POST';
  path: string;
  body?: () => string;
}

async function listenSilent(): Promise<{ port: number; server: Server }> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

async function closedPort(): Promise<number> {
  const { server, port } = await listenSilent();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(
  base: string,
  target: Target,
): Promise<{ p50: number; p99: number; errors: number }> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  async function worker() {
    while (next < REQUESTS) {
      next++;
      const started = performance.now();
      try {
        const res = await fetch(base + target.path, {
          method: target.method,
          ...(target.body
            ? { body: target.body(), headers: { 'content-type': 'application/json' } }
            : {}),
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        if (res.status >= 500) errors++;
      } catch {
        errors++;
      }
      times.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), errors };
}

async function scenario(name: string, redisUrl: string | undefined) {
  const routes: RouteOptions[] = [];
  const config = parseEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(mkdtempSync(join(tmpdir(), 'tvt-nodist-')), 'dist'),
    RATE_LIMIT_MAX: '1000000',
    COUNT_SUBMIT_RATE_LIMIT: '1000000',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await runMigrations(database);
  await seed(database);
  const startedAt = performance.now();
  const app = await buildApp({
    config,
    database,
    now: () => COUNT_NOW,
    onRoute: (r) => routes.push(r),
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const startMs = performance.now() - startedAt;
  const targets: Target[] = routes
    .filter(
      (r) => [r.method].flat().includes('GET') && !/[:*]/.test(r.url) && !r.url.startsWith('/docs'),
    )
    .map((r) => ({ method: 'GET' as const, path: r.url }));
  targets.push(
    { method: 'GET', path: '/api/bird/v1/birds/huismus' },
    {
      method: 'POST',
      path: '/api/count/v1/inzending',
      body: () => JSON.stringify(validCountBody()),
    },
  );
  const pick = process.env.BENCH_ONLY?.split(',');
  if (pick)
    targets.splice(
      0,
      targets.length,
      ...targets.filter((t) => pick.some((p) => t.path.includes(p))),
    );
  const base = `http://127.0.0.1:${PORT}`;
  // Warm up (JIT, caches, the breaker's first failure) before measuring.
  for (const target of targets) {
    for (let i = 0; i < 5; i++) {
      await fetch(base + target.path, {
        method: target.method,
        ...(target.body
          ? { body: target.body(), headers: { 'content-type': 'application/json' } }
          : {}),
        signal: AbortSignal.timeout(30_000),
      }).then(
        (r) => r.arrayBuffer(),
        () => undefined,
      );
    }
  }
  const rows: string[] = [];
  let worst = 0;
  const p99s: number[] = [];
  for (const target of targets) {
    const { p50, p99, errors } = await measure(base, target);
    worst = Math.max(worst, p99);
    p99s.push(p99);
    rows.push(
      `  ${`${target.method} ${target.path}`.padEnd(44)} p50 ${p50.toFixed(1).padStart(8)} ms  p99 ${p99.toFixed(1).padStart(8)} ms${errors ? `  ${errors} errors` : ''}`,
    );
  }
  await app.close();
  await database.close();
  p99s.sort((a, b) => a - b);
  const median = percentile(p99s, 50);
  console.log(`\n${name} (start ${startMs.toFixed(0)} ms; worst p99 ${worst.toFixed(1)} ms)`);
  console.log(rows.join('\n'));
  return { worst, median };
}

const hole = await listenSilent();
const results: [string, { worst: number; median: number }][] = [];
const only = process.env.BENCH_SCENARIOS?.split(',');
const scenarios: [string, string | undefined][] = [
  ['Redis reachable (baseline)', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/5'],
  ['Redis refused (closed port)', `redis://127.0.0.1:${await closedPort()}`],
  ['Redis blackholed (accepts, never answers)', `redis://127.0.0.1:${hole.port}`],
];
for (const [name, url] of scenarios) {
  if (only && !only.some((o) => name.toLowerCase().includes(o))) continue;
  results.push([name, await scenario(name, url)]);
}
hole.server.close();
console.log(
  `\nSummary (${REQUESTS} requests per endpoint, ${CONCURRENCY} at a time; goal p99 < ${GOAL_MS} ms with Redis away)`,
);
// On a busy machine the worst p99 is scheduling noise: compare it with the baseline's.
for (const [name, { worst, median }] of results) {
  console.log(
    `  ${name.padEnd(44)} worst p99 ${worst.toFixed(1).padStart(8)} ms, median p99 ${median.toFixed(1).padStart(7)} ms ${worst < GOAL_MS ? 'OK' : ''}`,
  );
}
process.exit(0);
