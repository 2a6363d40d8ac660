import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { listenAdmin } from '../src/plugins/admin-access.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});
async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ now: () => COUNT_NOW, env });
  apps.push(t);
  return t;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const METRICS_TOKEN = 'metrics-token-0123456789';
const DOCS_TOKEN = 'docs-token-0123456789abc';

describe('/metrics and /docs behind a bearer token', () => {
  it('refuse without the right token, answer with it', async () => {
    const t = await appWith({ METRICS_TOKEN, DOCS_TOKEN });
    const get = (url: string, token?: string) =>
      t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const bare = await get('/metrics');
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toBe('Bearer');
    expect((await get('/metrics', DOCS_TOKEN)).statusCode).toBe(401);
    expect((await get('/metrics', METRICS_TOKEN)).statusCode).toBe(200);
    expect((await get('/docs/json')).statusCode).toBe(401);
    expect((await get('/docs/json', METRICS_TOKEN)).statusCode).toBe(401);
    expect((await get('/docs/json', DOCS_TOKEN)).statusCode).toBe(200);
    // Everything else stays open.
    expect((await get('/healthz')).statusCode).toBe(200);
  });

  it('without tokens they stay open', async () => {
    const t = await appWith({});
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
  });
});

describe('ADMIN_PORT', () => {
  it('serves /metrics and /docs only there, and nothing else but the probes', async () => {
    const adminPort = await freePort();
    const t = await appWith({ ADMIN_PORT: String(adminPort) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await listenAdmin(t.app, adminPort, '127.0.0.1');
    const { port } = t.app.server.address() as { port: number };
    const status = async (p: number, path: string) =>
      (await fetch(`http://127.0.0.1:${p}${path}`)).status;
    expect(await status(port, '/metrics')).toBe(404);
    expect(await status(port, '/docs/json')).toBe(404);
    expect(await status(port, '/api/count/v1/totals')).toBe(200);
    expect(await status(adminPort, '/metrics')).toBe(200);
    expect(await status(adminPort, '/docs/json')).toBe(200);
    expect(await status(adminPort, '/healthz')).toBe(200);
    expect(await status(adminPort, '/api/count/v1/totals')).toBe(404);
  });
});

const value = (text: string, line: RegExp) => Number(line.exec(text)?.[1] ?? Number.NaN);

describe('the operator figures on /metrics', () => {
  it('counts stored, batch sizes, totals recompute time, pool and Redis when present', async () => {
    const env: Record<string, string> = { TOTALS_CACHE_SECONDS: '0' };
    if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
    const t = await appWith(env);
    // Three counts parsed in one turn share one group-commit statement.
    const submitted = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'POST', url: '/api/count/v1/inzending', payload: validCountBody() }),
      ),
    );
    expect(submitted.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await t.app.inject({ url: '/api/count/v1/totals' })).statusCode).toBe(200);
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(value(text, /^tvt_counts_stored_total (\d+)$/m)).toBe(3);
    expect(value(text, /^tvt_count_batch_size_sum (\d+)$/m)).toBe(3);
    expect(value(text, /^tvt_count_batch_size_count (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(text, /^tvt_totals_recompute_seconds_count (\d+)$/m)).toBeGreaterThanOrEqual(1);
    if (t.database.driver === 'postgres') {
      expect(text).toMatch(/^tvt_db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^tvt_db_pool_connections\{state="waiting"\} 0$/m);
    } else {
      expect(text).not.toContain('tvt_db_pool_connections');
    }
    if (env.REDIS_URL) expect(value(text, /^tvt_redis_up (\d)$/m)).toBe(1);
    else expect(text).not.toContain('tvt_redis_up');
  });
});
