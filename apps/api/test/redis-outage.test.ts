import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';
import { type RedisServer, startRedisServer } from './helpers/redis-server.ts';
import { checkBudgetMs } from '../src/redis/redis-link.ts';

/**
 * Issue 11: Redis refused (a closed port), blackholed (accepts, never answers) and stalled
 * mid-run behind a proxy. Requests keep being answered (the speed is measured by
 * `npm run bench:degraded`), the limits hold per instance, /readyz says "degraded", and the
 * shared mode returns by itself once Redis answers again.
 */
const apps: TestApp[] = [];
type Proxy = Awaited<ReturnType<typeof startTcpProxy>>;
const proxies: Proxy[] = [];
const servers: RedisServer[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
  for (const p of proxies) await p.close();
  for (const s of servers) s.stop();
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

/** An instance on a redis-server of its own behind a proxy that can stall or refuse; ready. */
async function proxiedApp() {
  const server = await startRedisServer();
  servers.push(server);
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: server.port });
  proxies.push(proxy);
  const t = await appWith(`redis://127.0.0.1:${proxy.port}`, 1000);
  const ready = async () => (await t.app.inject('/readyz')).json<{ status: string }>().status;
  await until(async () => (await ready()) === 'ready');
  return { t, proxy, ready };
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
    const { t, proxy, ready } = await proxiedApp();
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
    const { t, proxy, ready } = await proxiedApp();
    // Redis slow to answer: its replies are held back until the request's command has timed
    // out (so it surely failed and fell back, whatever the load on this machine), then for a
    // third of the check's budget more. The check PING answers well within that budget, so
    // nothing is judged away.
    await slowEpisode(t, proxy, '10.7.0.1');
    expect(await ready()).toBe('ready');
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
  });
});

describe('Redis up but too slow', { timeout: 60_000 }, () => {
  it('opens the breaker after 3 slow episodes in 30 s, and closes it when Redis is quick again', async () => {
    const { t, proxy, ready } = await proxiedApp();
    for (let episode = 0; episode < 3; episode++) {
      await slowEpisode(t, proxy, '10.7.0.2');
      const opens = async () => (await metrics(t)).tvt_redis_breaker_opens_total;
      // Every check PING answered: only the third episode opens the breaker (and the probe,
      // 100 ms here, closes it as soon as Redis answers quickly again).
      expect(await opens()).toBe(episode < 2 ? 0 : 1);
    }
    await until(async () => (await ready()) === 'ready');
    expect((await metrics(t)).tvt_redis_command_failures_total).toBe(3);
  });
});

/**
 * One slow spell, timed from the configured limits rather than the clock of a loaded machine:
 * Redis's replies are held back until the request's command has timed out (it surely failed
 * and fell back), then for a third of the check PING's budget more; then they flow, so the
 * check PING answers well within its budget. Resolves once that check is over.
 */
async function slowEpisode(t: TestApp, proxy: Proxy, remoteAddress: string): Promise<void> {
  proxy.setMode('hold');
  const during = await t.app.inject({ url: '/api/account/v1/user', remoteAddress });
  expect(during.statusCode).toBe(401);
  const budget = checkBudgetMs(t.config.resilience.redisCommandTimeoutMs);
  await new Promise((r) => setTimeout(r, budget / 3));
  proxy.setMode('forward');
  // A command sent after the PING is answered after it on the same connection: once this
  // request is through, the check is over (else the next episode would not count).
  await t.app.inject({ url: '/api/account/v1/user', remoteAddress });
}

async function metrics(t: TestApp): Promise<Record<string, number>> {
  const text = (await t.app.inject('/metrics')).body;
  const figures: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const match = /^(tvt_redis_[a-z_]+) ([0-9.e+-]+)$/.exec(line);
    if (match) figures[match[1]!] = Number(match[2]);
  }
  return figures;
}
