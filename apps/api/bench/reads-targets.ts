import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteDirFor } from '../src/db/database.ts';
import { createPostgresDatabase } from '../test/helpers/test-database.ts';
import { fillInChild } from './fill-in-child.ts';

const SERVER_ENTRY = new URL('../src/server.ts', import.meta.url).pathname;
const BARE_ENTRY = new URL('./bare-server.ts', import.meta.url).pathname;
/** Migrations, seed and the first totals snapshot over 200,000 counts, on a shared machine. */
const START_TIMEOUT_MS = 300_000;

/** Read before the bench pins itself to one of them. */
export const CORES = availableParallelism();
const PIN = process.env.BENCH_PIN !== '0' && CORES >= 2 && existsSync('/usr/bin/taskset');
const LOAD_CPU = String(CORES - 1);
const SERVER_CPUS = CORES === 2 ? '0' : `0-${CORES - 2}`;

/** Every thread of a process, and those it starts later, onto `cpus` (Linux `taskset`). */
function pin(pid: number, cpus: string): void {
  if (PIN) execFileSync('taskset', ['-a', '-cp', cpus, String(pid)], { stdio: 'ignore' });
}

/**
 * BENCH_PIN (on unless 0, with two or more cores): the load generator (this process) gets the
 * last core to itself and the servers measured share the others, so neither side's answers per
 * second depend on how the scheduler spreads autocannon over the cores (decision 056). Returns
 * the line the bench prints about it.
 */
export function pinLoadGenerator(): string {
  pin(process.pid, LOAD_CPU);
  return PIN
    ? `load generator pinned to core ${LOAD_CPU}, servers to ${SERVER_CPUS}`
    : 'not pinned (BENCH_PIN=0, one core or no taskset)';
}

/** Which baseline the bare server is (BENCH_BARE): the same headers and body, or the body. */
export const BARE_BASELINE =
  process.env.BENCH_BARE === 'body'
    ? 'bare Node serves the same body with its content type only'
    : 'bare Node serves the same status, headers and body';

export interface PreparedDatabase {
  name: string;
  /** The environment that points the server at it. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

/** A fresh embedded database in a temporary DATA_DIR, migrated, seeded and filled. */
export async function preparePglite(counts: number): Promise<PreparedDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'tvt-bench-reads-'));
  await fillInChild('plausible', { pgliteDir: pgliteDirFor(dir) }, counts);
  return {
    name: 'pglite',
    env: { DATA_DIR: dir },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL database on the server of `adminUrl`, migrated, seeded and filled. */
export async function preparePostgres(adminUrl: string, counts: number): Promise<PreparedDatabase> {
  const postgres = await createPostgresDatabase(adminUrl);
  await fillInChild('plausible', { databaseUrl: postgres.url }, counts);
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
  pin(child.pid!, SERVER_CPUS);
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
  /** Flat name, value list of the answer's headers, without those Node's `http` adds itself. */
  headers: string[];
  body: string;
}

/** Written by Node's `http` on every answer, the bare baseline's as much as the server's. */
const ADDED_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

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
          headers: response.rawHeaders.filter(
            (_, i, raw) => !ADDED_BY_NODE.has(raw[i - (i % 2)]!.toLowerCase()),
          ),
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
  pin(child.pid!, SERVER_CPUS);
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
