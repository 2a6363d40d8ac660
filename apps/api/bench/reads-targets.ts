import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase, pgliteDirFor } from '../src/db/database.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { createCampaignRepository } from '../src/modules/campaign/repository.ts';
import { createCampaignService } from '../src/modules/campaign/service.ts';
import { createPostgresDatabase } from '../test/helpers/test-database.ts';
import { insertPlausibleCounts } from './plausible-counts.ts';
import { sql } from 'drizzle-orm';

const SERVER_ENTRY = new URL('../src/server.ts', import.meta.url).pathname;
const BARE_ENTRY = new URL('./bare-server.ts', import.meta.url).pathname;
/** Migrations, seed and the first totals snapshot over 200,000 counts, on a shared machine. */
const START_TIMEOUT_MS = 300_000;

export interface PreparedDatabase {
  name: string;
  /** The environment that points the server at it. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

async function fill(database: Database, counts: number): Promise<void> {
  await runMigrations(database);
  await seed(database);
  const { year } = await createCampaignService({
    repository: createCampaignRepository(database.db),
    now: () => new Date(),
  }).current();
  const result = await database.db.execute(sql`select id from bird order by commonness, id`);
  const birdIds = (result as { rows: { id: string }[] }).rows.map((r) => r.id);
  await insertPlausibleCounts(database, { total: counts, campaignYear: year, birdIds });
}

/** A fresh embedded database in a temporary DATA_DIR, migrated, seeded and filled. */
export async function preparePglite(counts: number): Promise<PreparedDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'tvt-bench-reads-'));
  const database = await openDatabase({ pgliteDir: pgliteDirFor(dir) });
  try {
    await fill(database, counts);
  } finally {
    await database.close();
  }
  return {
    name: 'pglite',
    env: { DATA_DIR: dir },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL database on the server of `adminUrl`, migrated, seeded and filled. */
export async function preparePostgres(adminUrl: string, counts: number): Promise<PreparedDatabase> {
  const postgres = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: postgres.url, poolMax: 4 });
  try {
    await fill(database, counts);
  } finally {
    await database.close();
  }
  const dir = await mkdtemp(join(tmpdir(), 'tvt-bench-reads-'));
  return {
    name: 'postgres',
    // One instance: the settings several instances must share are given, mail stays local.
    env: {
      DATABASE_URL: postgres.url,
      DATA_DIR: dir,
      PUBLIC_URL: 'http://127.0.0.1',
      MAIL_TRANSPORT: 'outbox',
    },
    async drop() {
      await postgres.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU time a process has used, in ms, from /proc (Linux; clock ticks of 10 ms). Answers per
 * CPU second do not depend on what else the machine runs, unlike answers per wall second.
 */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The real server (`src/server.ts`) in its own process, rate limits lifted. */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      REDIS_URL: '',
      RATE_LIMIT_MAX: '1000000000',
      NODE_ENV: 'production',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Log lines are read and dropped: the server writes what it writes, the pipe must not fill.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), START_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('draait op')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  }).catch(async (error: unknown) => {
    await stop(child);
    throw error;
  });
  return child;
}

export interface Answer {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

/** One GET without Accept-Encoding (as autocannon sends), the raw bytes as base64. */
export function fetchRaw(port: number, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () =>
        resolve({
          url,
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('base64'),
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error(`timeout on ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

/** Bare Node `http` in its own process, serving `answers` byte for byte. */
export async function startBare(answers: Answer[], port: number): Promise<ChildProcess> {
  const child = fork(BARE_ENTRY, [], { stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.send({ answers, port });
  });
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
