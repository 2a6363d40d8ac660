import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';
import { startRedisServer } from './helpers/redis-server.ts';

/**
 * Issue 11: Redis refused (a closed port), blackholed (accepts, never answers) and stalled
 * mid-run behind a proxy. Requests keep being answered (the speed is measured by
 * `npm run bench:degraded`), the limits hold per instance, /readyz says "degraded", and the
 * shared mode returns by itself once Redis answers again.
 */
const REDIS = { host: '127.0.0.1', port: 6379 };
const apps: TestApp[] = [];
const proxies: Awaited<ReturnType<typeof startTcpProxy>>[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
  for (const p of proxies) await p.close();
});

async function appWith(redisUrl: string, limit = 5) {
  const t = await createTestApp({
    env: { REDIS_URL: redisUrl, RATE_LIMIT_MAX: String(limit), REDIS_PROBE_MS: '100' },
  });
  apps.push(t);
  return t;
}

async function closedPort(): Promise<number> {
  const p = await startTcpProxy();
  const port = p.port;
  await p.close();
  return port;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached');
}

async function expectDegradedButServing(t: TestApp) {
  const ready = await t.app.inject('/readyz');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({
    status: 'degraded',
    message: expect.stringMatching(/Redis/) as unknown,
  });
  expect((await t.app.inject('/api/count/v1/totals')).statusCode).toBe(200);
  // The limit of 5 per minute (on a route that is not served from memory) holds in this instance's memory.
  const ip = `10.9.${Math.floor(Math.random() * 250)}.1`;
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    statuses.push(
      (await t.app.inject({ url: '/api/account/v1/user', remoteAddress: ip })).statusCode,
    );
  }
  expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(5)).toEqual([429, 429]);
}

describe('Redis away', { timeout: 60_000 }, () => {
  it('refused (closed port): degraded, limits per instance', async () => {
    const t = await appWith(`redis://127.0.0.1:${await closedPort()}`);
    await expectDegradedButServing(t);
  });

  it('blackholed (accepts, never answers): degraded, limits per instance', async () => {
    const hole = await startTcpProxy();
    proxies.push(hole);
    const t = await appWith(`redis://127.0.0.1:${hole.port}`);
    await expectDegradedButServing(t);
  });

  it('stalled mid-run: the breaker opens, and closes again when Redis answers', async () => {
    const proxy = await startTcpProxy(REDIS);
    proxies.push(proxy);
    const t = await appWith(`redis://127.0.0.1:${proxy.port}/5`, 1000);
    const ready = async () => (await t.app.inject('/readyz')).json<{ status: string }>().status;
    await until(async () => (await ready()) === 'ready');
    // Shared counting: the key lands in the real Redis.
    const ip = `10.8.${randomUUID().slice(0, 2).charCodeAt(0)}.2`;
    expect(
      (await t.app.inject({ url: '/api/account/v1/user', remoteAddress: ip })).statusCode,
    ).toBe(401);

    proxy.setMode('stall');
    // The first request pays at most the command timeout; the PING that checks it fails and
    // opens the breaker.
    expect(
      (await t.app.inject({ url: '/api/account/v1/user', remoteAddress: ip })).statusCode,
    ).toBe(401);
    await until(async () => (await ready()) === 'degraded');
    expect(
      (await t.app.inject({ url: '/api/account/v1/user', remoteAddress: ip })).statusCode,
    ).toBe(401);

    proxy.setMode('forward');
    await until(async () => (await ready()) === 'ready');
  });

  it('a slow Redis is not an outage; a short outage shows in the counters', async () => {
    const server = await startRedisServer(['--enable-debug-command', 'yes']);
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: server.port });
    proxies.push(proxy);
    const t = await appWith(`redis://127.0.0.1:${proxy.port}`, 1000);
    const other = new Redis(server.url);
    try {
      const ready = async () => (await t.app.inject('/readyz')).json<{ status: string }>().status;
      await until(async () => (await ready()) === 'ready');
      // Redis busy for 0.6 s: the request's command times out (300 ms) and falls back, but the
      // check PING answers once Redis is free, so nothing is judged away.
      const sleeping = other.call('DEBUG', 'SLEEP', '0.6');
      await new Promise((r) => setTimeout(r, 50));
      const during = await t.app.inject({ url: '/api/account/v1/user', remoteAddress: '10.7.0.1' });
      expect(during.statusCode).toBe(401);
      expect(await ready()).toBe('ready');
      await sleeping;
      await new Promise((r) => setTimeout(r, 300));
      expect(await ready()).toBe('ready');
      let figures = await metrics(t);
      expect(figures.tvt_redis_command_failures_total).toBeGreaterThanOrEqual(1);
      expect(figures.tvt_redis_breaker_opens_total).toBe(0);
      expect(figures.tvt_redis_up).toBe(1);

      // A real outage of about 2 s between two scrapes: over by the next scrape, yet counted.
      proxy.setMode('refuse');
      await until(async () => (await ready()) === 'degraded');
      await new Promise((r) => setTimeout(r, 2_000));
      proxy.setMode('forward');
      await until(async () => (await ready()) === 'ready');
      figures = await metrics(t);
      expect(figures.tvt_redis_up).toBe(1);
      expect(figures.tvt_redis_breaker_opens_total).toBeGreaterThanOrEqual(1);
      expect(figures.tvt_redis_degraded_seconds_total).toBeGreaterThan(1.5);
    } finally {
      other.disconnect();
      server.stop();
    }
  });
});

describe('Redis up but too slow', { timeout: 60_000 }, () => {
  it('opens the breaker after 3 slow episodes in 30 s, and closes it when Redis is quick again', async () => {
    const server = await startRedisServer(['--enable-debug-command', 'yes']);
    const t = await appWith(server.url, 1000);
    const other = new Redis(server.url);
    try {
      const ready = async () => (await t.app.inject('/readyz')).json<{ status: string }>().status;
      await until(async () => (await ready()) === 'ready');
      for (let episode = 0; episode < 3; episode++) {
        const sleeping = other.call('DEBUG', 'SLEEP', '0.5');
        await new Promise((r) => setTimeout(r, 50));
        await t.app.inject({ url: '/api/account/v1/user', remoteAddress: '10.7.0.2' });
        await sleeping;
        await new Promise((r) => setTimeout(r, 200));
        // Every check PING answered: only the third episode opens the breaker (and the probe,
        // 100 ms here, closes it as soon as Redis answers quickly again).
        const { tvt_redis_breaker_opens_total: opens } = await metrics(t);
        expect(opens).toBe(episode < 2 ? 0 : 1);
      }
      await until(async () => (await ready()) === 'ready');
      expect((await metrics(t)).tvt_redis_command_failures_total).toBe(3);
    } finally {
      other.disconnect();
      server.stop();
    }
  });
});

async function metrics(t: TestApp): Promise<Record<string, number>> {
  const text = (await t.app.inject('/metrics')).body;
  const figures: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const match = /^(tvt_redis_[a-z_]+) ([0-9.e+-]+)$/.exec(line);
    if (match) figures[match[1]!] = Number(match[2]);
  }
  return figures;
}
