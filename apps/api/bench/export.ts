import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, pgliteDirFor } from '../src/db/database.ts';
import { parseEnv } from '../src/env.ts';
import { createModerationQueueRepository } from '../src/modules/moderation/queue-repository.ts';
import { createModerationScanRepository } from '../src/modules/moderation/scan-repository.ts';
import { createModerationService } from '../src/modules/moderation/service.ts';
import { accessTokenSigner, createOfficeSession } from '../test/helpers/office-session.ts';
import type { TestApp } from '../test/helpers/test-app.ts';
import { startServer, stop } from './reads-targets.ts';
import { cachedPgliteDir } from './fill.ts';

/**
 * `npm run bench:export`: the research export of BENCH_COUNTS (200,000) counts made by the demo
 * generator through the count service (the data folder is kept between runs, like
 * bench:results'), from the real server in its own process, as CSV, Parquet and a Darwin Core
 * Archive (issue 34), in the order of BENCH_FORMATS. Prints the
 * time, the size, and the server's peak memory growth: the kernel's peak resident size (VmHWM,
 * reset through /proc/PID/clear_refs just before) minus the resident size at the start.
 * Also times the moderation scan over every count. Settings: BENCH_COUNTS, BENCH_PORT (9360),
 * BENCH_FORMATS (default `csv,parquet,dwca,csv`: the first export after the start also pays for
 * the embedded database's memory, so CSV is measured again at the end).
 */
const COUNTS = Number(process.env.BENCH_COUNTS ?? 200_000);
const FORMATS = (process.env.BENCH_FORMATS ?? 'csv,parquet,dwca,csv').split(',');
const PORT = Number(process.env.BENCH_PORT ?? 9360);

const status = (pid: number, key: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${key}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
};

function download(url: string, token: string) {
  return new Promise<{ status: number; bytes: number; lines: number }>((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** How far the moderation scan's cursor is, as text. */
async function scannedUpTo(database: Database): Promise<string> {
  const result = await database.db.execute(
    sql`select coalesce(max(received_at)::text, '') as at from moderation_scan`,
  );
  return (result as { rows: { at: string }[] }).rows[0]!.at;
}

const started = Date.now();
const { dir, cached } = await cachedPgliteDir(COUNTS);
console.log(
  `${COUNTS} counts (${cached ? 'cached data folder' : 'generated now'}) ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);

const config = parseEnv({ DATA_DIR: dir, PORT: String(PORT), LOG_LEVEL: 'silent' });
const database = await openDatabase({ pgliteDir: pgliteDirFor(dir) });
let token: () => Promise<string>;
let year: number;
try {
  const moderation = createModerationService({
    scan: createModerationScanRepository(database.db),
    queue: createModerationQueueRepository(database.db),
    countingDaysOf: () => Promise.resolve(null),
    setExcluded: () => Promise.reject(new Error('not in the bench')),
    audit: () => Promise.resolve(),
    now: () => new Date(),
  });
  const result = await database.db.execute(
    sql`select max(campaign_year) as year from count_submission`,
  );
  year = Number((result as { rows: { year: number }[] }).rows[0]!.year);
  // The scan reads at most 20 × 500 counts per run: run it until it has caught up.
  const t0 = performance.now();
  let before: string | undefined;
  for (let seen = ''; seen !== before;) {
    before = seen;
    await moderation.scan(1000);
    seen = await scannedUpTo(database);
  }
  console.log(
    `moderation scan over every count: ${((performance.now() - t0) / 1000).toFixed(1)} s, ` +
      `${await moderation.waitingCount()} waiting`,
  );
  const session = await createOfficeSession({ database, config } as unknown as TestApp, ['admin']);
  // A new token per export: a slow start and three long exports outlast one token's 15 minutes.
  const sign = await accessTokenSigner({ database, config });
  token = () => sign(session.accountId, ['admin']);
} finally {
  await database.close();
}

const server = await startServer({ DATA_DIR: dir, LOG_LEVEL: 'warn' }, PORT);
const lines: string[] = [];
try {
  const pid = server.pid!;
  // Let the start settle (migrations, first totals), then measure each format once warm.
  await new Promise((r) => setTimeout(r, 2000));
  for (const format of FORMATS) {
    const url = `http://127.0.0.1:${PORT}/api/office/v1/export/counts?campaign=${year}&format=${format}`;
    const bearer = await token();
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const base = status(pid, 'VmRSS');
    const t0 = performance.now();
    const answer = await download(url, bearer);
    const seconds = (performance.now() - t0) / 1000;
    if (answer.status !== 200) throw new Error(`${format} export answered ${answer.status}`);
    const growth = status(pid, 'VmHWM') - base;
    lines.push(
      `${format.padEnd(8)} ${seconds.toFixed(1).padStart(6)} s  ` +
        `${(answer.bytes / 1e6).toFixed(1).padStart(6)} MB` +
        `${format === 'csv' ? `  ${answer.lines - 1} rows` : ''}  ` +
        `server RSS at start ${base.toFixed(0)} MB, peak growth ${growth.toFixed(0)} MB`,
    );
    // Printed at once too: a long run cut short keeps the figures it has.
    console.log(lines.at(-1));
  }
} finally {
  await stop(server);
}
for (const line of lines) console.log(line);
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
