import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/env.ts';
import { childEnv } from './helpers/server-process.ts';
import { createScriptDatabase } from './helpers/test-database.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';

const NODE = join(REPO_ROOT, 'node_modules/.bin/node');
const SERVER = join(REPO_ROOT, 'apps/api/src/server.ts');

interface Running {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exit: Promise<number | null>;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function start(env: Record<string, string>): Running {
  const child = spawn(NODE, [SERVER], {
    cwd: REPO_ROOT,
    env: { ...childEnv(), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running: Running = {
    child,
    stdout: '',
    stderr: '',
    exit: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
  child.stdout?.on('data', (chunk: Buffer) => (running.stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (running.stderr += chunk.toString()));
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return running;
}

async function addressOf(running: Running, timeoutMs = 100_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Tuinvogeltelling draait op (http:\/\/localhost:\d+)/.exec(running.stdout);
    if (match) return match[1]!;
    if (running.child.exitCode !== null) throw new Error(`server exited: ${running.stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** What a server needs to start: `empty` is a first start, `seeded` one after it (cheaper). */
async function serverEnv(state: 'empty' | 'seeded' = 'empty'): Promise<Record<string, string>> {
  const database = await createScriptDatabase(state);
  cleanups.push(database.dispose);
  const { DATA_DIR, DATABASE_URL } = database.env;
  const env: Record<string, string> = {
    DATA_DIR,
    PORT: '0',
    WEB_DIST_DIR: join(DATA_DIR, 'no-dist'),
  };
  if (DATABASE_URL) {
    // What several instances must share (env-stateless.ts); one instance here, mail to a folder.
    Object.assign(env, {
      DATABASE_URL,
      PUBLIC_URL: 'http://localhost:8080',
      MAIL_TRANSPORT: 'outbox',
    });
  }
  return env;
}

// A real process boots PGlite from scratch; on a busy machine that alone can take half a minute.
describe('server.ts', { timeout: 150_000 }, () => {
  it('starts on an empty data folder, answers, and exits 0 on SIGTERM', async () => {
    const running = start(await serverEnv());
    const base = await addressOf(running);
    expect(running.stdout).toMatch(/^Tuinvogeltelling draait op http:\/\/localhost:\d+\n/m);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    const phase = await fetch(`${base}/cdn/tvtPhase.json`);
    expect(((await phase.json()) as { data: { id: number } }).data.id).toBeOneOf([1, 2, 3]);

    // A request in flight when the signal arrives still gets its answer.
    const inFlight = fetch(`${base}/api/content/v1/introtour`);
    await new Promise((r) => setTimeout(r, 5));
    running.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await running.exit, running.stderr + running.stdout).toBe(0);
  });

  it('on SIGTERM: /readyz 503 at once, still serving during the drain delay, then exit 0', async () => {
    const running = start({ ...(await serverEnv('seeded')), SHUTDOWN_DRAIN_MS: '1500' });
    const base = await addressOf(running);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    running.child.kill('SIGTERM');
    const signalled = Date.now();
    // The balancer's next probe sees it at once.
    let ready = 200;
    while (ready !== 503 && Date.now() - signalled < 1000) {
      ready = (await fetch(`${base}/readyz`)).status;
    }
    expect(ready).toBe(503);
    // Traffic still sent meanwhile is served, in flight or new.
    const during = await fetch(`${base}/api/content/v1/introtour`);
    expect(during.status).toBe(200);
    expect(running.child.exitCode).toBeNull();
    expect(await running.exit, running.stderr).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1400);
  });

  it('database unreachable at start: retries with backoff in JSON lines, then exits 1 without a stack', async () => {
    const closed = await startTcpProxy();
    await closed.close();
    const running = start({
      ...(await serverEnv()),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closed.port}/niets`,
      DATABASE_START_TIMEOUT_SECONDS: '2',
      // Required with DATABASE_URL (env-stateless.ts); without them the start stops earlier.
      PUBLIC_URL: 'http://localhost:8080',
      MAIL_TRANSPORT: 'outbox',
    });
    expect(await running.exit).toBe(1);
    const lines = running.stdout.trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; attempt?: number });
    expect(entries.filter((e) => e.msg === 'database failed; retrying').length).toBeGreaterThan(1);
    expect(entries.at(-1)?.msg).toBe('database failed; not starting');
    expect(running.stderr).not.toMatch(/^\s+at /m);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('starts once a late database comes up', async () => {
    const env = await serverEnv();
    const direct = new URL(env.DATABASE_URL!);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(() => proxy.close());
    proxy.setMode('refuse');
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const running = start({ ...env, DATABASE_URL: viaProxy.toString() });
    const deadline = Date.now() + 60_000;
    while (!running.stdout.includes('database failed; retrying') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(running.stdout).toContain('database failed; retrying');
    proxy.setMode('forward');
    const base = await addressOf(running);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it('refuses to start with a bad value and names the key', async () => {
    const running = start({ ...(await serverEnv('seeded')), PORT: 'tachtig' });
    expect(await running.exit).toBe(1);
    expect(running.stderr).toContain('PORT');
  });
});
