import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('/healthz says the process is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 on a migrated database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('/readyz is 503 while the newest migration is missing or the database is gone', async () => {
    const other = await createTestApp();
    try {
      // As if this instance started against a database an older release migrated.
      await other.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const behind = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({ status: 'unavailable' });
      await other.database.close();
      const gone = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(gone.statusCode).toBe(503);
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});

describe('/config.json', () => {
  it('hands the web app its runtime configuration, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'build',
        'cdn',
        'features',
        'oidc',
        'organisation',
        'services',
        'source',
      ]),
    );
    expect(body).toMatchObject({
      services: { bird: '/api/bird/v1', content: '/api/content/v1', count: '/api/count/v1' },
      cdn: '/cdn',
      organisation: { name: 'Tuinvogeltelling' },
      features: { loginRequired: false, recognitionBlocked: false },
      oidc: { authority: 'http://localhost:8080/oidc', clientId: 'tuinvogeltelling-web' },
    });
  });
});

describe('/metrics', () => {
  it('counts requests by route pattern, not by raw URL', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/content/v1/content/over-deze-app?source=geheim',
    });
    await t.app.inject({ method: 'GET', url: '/api/content/v1/content/bestaat-niet' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/content\/v1\/content\/:slug",status_code="200"\} 1/,
    );
    expect(res.body).toMatch(/route="\/api\/content\/v1\/content\/:slug",status_code="404"\} 1/);
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET"/);
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).not.toContain('over-deze-app');
    expect(res.body).not.toContain('geheim');
  });
});

/** Every route as `METHOD path` from Fastify's route tree (HEAD twins and the docs UI left out). */
function routesOf(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      // The docs UI, and the OIDC provider's mount (described by its own discovery document).
      if (!path.startsWith('/docs') && !path.startsWith('/oidc') && !path.includes('*')) {
        routes.push(`${method} ${path}`);
      }
    }
  }
  return routes;
}

describe('/docs', () => {
  it('documents every route with a service tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).map((r) =>
      r.replace(/:(\w+)/g, '{$1}'),
    );
    expect(routes.length).toBeGreaterThan(8);
    const comparable = documented.filter((operation) => !operation.includes(' /oidc'));
    expect(comparable.sort()).toEqual(routes.sort());

    const tagNames = doc.tags.map((tag) => tag.name);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.tags, path).toHaveLength(1);
        expect(tagNames, path).toContain(operation.tags![0]);
      }
    }
    const expected: Record<string, string> = {
      '/api/count/v1/phase': 'count',
      '/cdn/tvtPhase.json': 'cdn',
      '/api/content/v1/introtour': 'content',
      '/api/content/v1/menu-more': 'content',
      '/api/content/v1/content/{slug}': 'content',
      '/config.json': 'web',
      '/healthz': 'system',
      '/readyz': 'system',
      '/metrics': 'system',
    };
    for (const [path, tag] of Object.entries(expected)) {
      expect(doc.paths[path]?.get?.tags, path).toEqual([tag]);
    }
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
