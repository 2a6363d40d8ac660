import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformHealth } from '@tvt/contract/office';
import { createOfficeSession } from './helpers/office-session.ts';
import { type RedisServer, startRedisServer } from './helpers/redis-server.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { createRequestWindow } from '../src/modules/platform-health/request-window.ts';

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
const URL = '/api/office/v1/platform-health';
/** Short heartbeats, so a killed instance leaves the list within a second or two. */
const HEARTBEAT_SECONDS = '0.4';
const env = (redis: RedisServer) => ({
  REDIS_URL: redis.url,
  REDIS_PREFIX: 'health-test',
  HEARTBEAT_SECONDS,
});

describe.skipIf(!existsSync(REDIS_SERVER))('GET /api/office/v1/platform-health', () => {
  let redis: RedisServer;
  let t: TestApp;
  let other: ServerProcess;
  beforeAll(async () => {
    redis = await startRedisServer();
    t = await createTestApp({ env: env(redis) });
    // A second instance of the same deployment: a real server process on the same Redis.
    other = startServer({
      ...env(redis),
      PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tvt-health-')),
      WEB_DIST_DIR: join(tmpdir(), 'tvt-health-no-dist'),
    });
    await other.started();
  }, 120_000);
  afterAll(async () => {
    other?.kill();
    await t?.close();
    redis?.stop();
  });

  const read = async () => {
    const who = await createOfficeSession(t, ['editor']);
    const res = await t.app.inject({ url: URL, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PlatformHealth>();
  };

  it('is closed to callers without an office role', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    const plain = await createOfficeSession(t, []);
    expect((await t.app.inject({ url: URL, headers: plain.headers })).statusCode).toBe(403);
  });

  it('lists both instances on one Redis, the database and Redis', async () => {
    const body = await read();
    expect(body.database.state).toBe('ok');
    expect(body.redis).toBe('ok');
    expect(body.instances).toHaveLength(2);
    const [self, second] = body.instances;
    expect(self).toMatchObject({ self: true, state: 'ready', database: 'ok', note: null });
    expect(second).toMatchObject({ self: false, state: 'ready', database: 'ok' });
    expect(second!.id).not.toBe(self!.id);
    expect(second!.id).toContain(`:${other.child.pid}:`);
    expect(self!.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(self!.errorRate).toBeGreaterThanOrEqual(0);
    expect(Date.parse(second!.seenAt)).toBeGreaterThan(Date.now() - 5_000);
  });

  it('leaves out an instance killed without a word once its heartbeats stop', async () => {
    other.kill();
    await other.exit;
    const deadline = Date.now() + 10_000;
    let ids: string[] = [];
    do {
      await new Promise((r) => setTimeout(r, 300));
      ids = (await read()).instances.map((i) => i.id);
    } while (ids.length > 1 && Date.now() < deadline);
    expect(ids).toHaveLength(1);
  });

  it('says how many requests this instance answered lately', async () => {
    const body = await read();
    expect(body.instances[0]!.requestsLastMinute).toBeGreaterThan(0);
    expect(body.requestsLastMinute).toBe(body.instances[0]!.requestsLastMinute);
  });
});

describe('the request window of a heartbeat', () => {
  it("gives the last minute's requests and 5xx share, not those since start", () => {
    const window = createRequestWindow(60_000);
    window.sample(0, { requests: 1000, errors: 500 });
    window.sample(30_000, { requests: 1100, errors: 500 });
    window.sample(70_000, { requests: 1200, errors: 510 });
    window.sample(95_000, { requests: 1300, errors: 515 });
    // From the newest sample at least a minute old (30 s) to now: the start is dropped.
    expect(window.recent()).toEqual({ requests: 200, errorRate: 15 / 200 });
    window.sample(200_000, { requests: 1300, errors: 515 });
    expect(window.recent()).toEqual({ requests: 0, errorRate: 0 });
  });
});
