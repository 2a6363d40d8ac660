import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';

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
    // The first request pays at most the command timeout and opens the breaker.
    expect(
      (await t.app.inject({ url: '/api/account/v1/user', remoteAddress: ip })).statusCode,
    ).toBe(401);
    expect(await ready()).toBe('degraded');
    expect(
      (await t.app.inject({ url: '/api/account/v1/user', remoteAddress: ip })).statusCode,
    ).toBe(401);

    proxy.setMode('forward');
    await until(async () => (await ready()) === 'ready');
  });
});
