import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyRepository } from '../src/modules/identity/key-repository.ts';
import { stageKeys } from '../src/modules/identity/rotate-keys.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { type RedisServer, startRedisServer } from './helpers/redis-server.ts';

/**
 * Issue 32: two deployments (staging and production, say) on one Redis, told apart only by
 * REDIS_PREFIX. Neither counts the other's requests, reads the other's totals or hears the
 * other's notices; `keys:rotate` counts only its own instances.
 */
let server: RedisServer;
let redis: Redis;
let a: TestApp;
let b: TestApp;
const ip = '10.32.0.7';

beforeAll(async () => {
  server = await startRedisServer();
  redis = new Redis(server.url);
  const env = (prefix: string) => ({
    REDIS_URL: server.url,
    REDIS_PREFIX: prefix,
    RATE_LIMIT_MAX: '3',
    // The snapshots each deployment wrote at start stay in Redis for the whole file.
    TOTALS_CACHE_SECONDS: '600',
  });
  a = await createTestApp({ env: env('tvt-staging') });
  b = await createTestApp({ env: env('tvt-prod') });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  redis?.disconnect();
  server?.stop();
});

const hit = (t: TestApp) =>
  t.app.inject({ url: '/api/account/v1/user', remoteAddress: ip }).then((r) => r.statusCode);

describe('two deployments on one Redis', { timeout: 60_000 }, () => {
  it('count rate limits apart', async () => {
    const first = [await hit(a), await hit(a), await hit(a), await hit(a)];
    expect(first).toEqual([401, 401, 401, 429]);
    // The same client on the other deployment starts from zero.
    expect(await hit(b)).toBe(401);
    const keys = (await redis.keys(`*${ip}`)).sort();
    expect(keys).toEqual([
      `tvt-prod-rate-limit:all-max3:${ip}`,
      `tvt-staging-rate-limit:all-max3:${ip}`,
    ]);
  });

  it('keep their totals snapshots apart', async () => {
    expect((await a.app.inject('/api/count/v1/totals')).statusCode).toBe(200);
    expect((await b.app.inject('/api/count/v1/totals')).statusCode).toBe(200);
    expect((await redis.keys('*:count:totals:v1')).sort()).toEqual([
      'tvt-prod:count:totals:v1',
      'tvt-staging:count:totals:v1',
    ]);
  });

  it('hear only their own notices', async () => {
    const numsub = (...channels: string[]) => redis.pubsub('NUMSUB', ...channels);
    expect(await numsub('tvt-staging:content-version', 'tvt-prod:content-version')).toEqual([
      'tvt-staging:content-version',
      1,
      'tvt-prod:content-version',
      1,
    ]);
    const heard: string[] = [];
    const listener = new Redis(server.url);
    listener.on('pmessage', (_pattern: string, channel: string) => heard.push(channel));
    await listener.psubscribe('*');
    await a.app.contentChanged();
    await expect.poll(() => heard).toEqual(['tvt-staging:content-version']);
    listener.disconnect();
  });

  it('keys:rotate announces to its own deployment only', async () => {
    const lines: string[] = [];
    await expect
      .poll(() => redis.pubsub('NUMSUB', 'tvt-staging:identity-keys'), { timeout: 5_000 })
      .toEqual(['tvt-staging:identity-keys', 1]);
    await stageKeys({
      keys: createKeyRepository(a.database),
      redisUrl: server.url,
      redisPrefix: 'tvt-staging',
      settleMs: 0,
      log: (line) => lines.push(line),
    });
    // Both deployments' instances subscribe; only staging's one is counted.
    expect(lines).toContain('announced on Redis to 1 instance(s)');
  });
});
