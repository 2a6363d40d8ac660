import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedOn, selectableCountDates } from '@tvt/domain';
import { validCountBody } from '../bench/count-body.ts';
import { startFaultProxy } from './helpers/fault-proxy.ts';
import { type RedisServer, startRedisServer } from './helpers/redis-server.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';
import { type ScriptDatabase, createScriptDatabase } from './helpers/test-database.ts';

/**
 * Issue 33: Redis reachable only through a path with 100 ms of delay each way that is cut about
 * once a second, while counts and reads come in, and on which SUBSCRIBE is slower than the
 * command timeout (300 ms). ioredis reconnects and the notice channel is subscribed again and
 * again, timing out each time. The instance must keep running and answering: ioredis's own
 * re-subscribe used to leave that rejection unhandled, which ended the process.
 */
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
const hour = 3_600_000;

describe.skipIf(!existsSync(REDIS_SERVER))('Redis reconnect storm', { timeout: 180_000 }, () => {
  let redis: RedisServer;
  let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
  let database: ScriptDatabase;
  let server: ServerProcess;
  let origin: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    const redisPort = redis.port;
    proxy = await startFaultProxy({ host: '127.0.0.1', port: redisPort });
    database = await createScriptDatabase('seeded');
    const dir = mkdtempSync(join(tmpdir(), 'tvt-storm-'));
    const now = Date.now();
    server = startServer({
      ...database.env,
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1:8133',
      MAIL_TRANSPORT: 'outbox',
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      WEB_DIST_DIR: join(dir, 'no-dist'),
      COUNT_SUBMIT_RATE_LIMIT: '100000',
      RATE_LIMIT_MAX: '100000',
      REDIS_PROBE_MS: '100',
      TOTALS_CACHE_SECONDS: '0',
      CAMPAIGN_PHASE1_START: new Date(now - 48 * hour).toISOString(),
      CAMPAIGN_PHASE2_START: new Date(now - hour).toISOString(),
      CAMPAIGN_PHASE3_START: new Date(now + 48 * hour).toISOString(),
    });
    origin = (await server.started()).replace('localhost', '127.0.0.1');
  });
  afterAll(async () => {
    server?.kill();
    await proxy?.close();
    redis?.stop();
    await database?.dispose();
  });

  it('keeps the instance running and answering through delay and resets under load', async () => {
    const date = selectableCountDates(new Date(), { phase2Start: new Date(Date.now() - hour) })[0]!;
    const statuses = new Map<number, number>();
    const note = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    // The instance started beside a healthy Redis, so its notice channels are subscribed.
    proxy.setFaults({ delayMs: 100, hold: { pattern: /subscribe/i, ms: 300 } });
    let storming = true;
    const storm = (async () => {
      while (storming) {
        await sleep(700 + Math.random() * 500);
        proxy.reset();
      }
    })();
    const get = (path: string, init?: RequestInit) =>
      fetch(`${origin}${path}`, init).then(
        async (answer) => (await answer.arrayBuffer(), answer.status),
        () => 0,
      );
    const load = Array.from({ length: 3 }, async () => {
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        const body = { ...validCountBody(), countedon: countedOn({ date, hour: 0, minute: 5 }) };
        const submitted = await get('/api/count/v1/inzending', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        note(submitted);
        note(await get('/api/count/v1/totals'));
      }
    });
    await Promise.all(load);
    storming = false;
    await storm;
    // The re-subscribes of the last resets time out after the load; give them time to.
    await sleep(2000);

    expect(await get('/healthz')).toBe(200);
    expect(server.child.exitCode, server.output.stderr.slice(-3000)).toBeNull();
    expect(server.output.stdout).not.toMatch(/unhandledRejection|uncaughtException/);
    // 0 would be a refused or dropped connection: the process had gone.
    expect([...statuses.keys()], JSON.stringify([...statuses])).toEqual([200]);
  });
});
