import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { bird } from '../src/db/schema/index.ts';
import type { Database } from '../src/db/database.ts';
import { seed } from '../src/seed.ts';
import { parseEnv } from '../src/env.ts';
import { createTestDatabase } from './helpers/test-database.ts';

/** Two app instances (as two servers would be) on one database. */
async function twoInstances(env: Record<string, string>) {
  const config = parseEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(mkdtempSync(join(tmpdir(), 'tvt-nodist-')), 'dist'),
    ...env,
  });
  // The run's seeded copy; migrated and seeded here only where the tier has none.
  const { database, state, dispose } = await createTestDatabase('seeded');
  if (state === 'empty') await runMigrations(database);
  if (state !== 'seeded') await seed(database);
  const a = await buildApp({ config, database });
  const b = await buildApp({ config, database });
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    database,
    async close() {
      await a.close();
      await b.close();
      await dispose();
    },
  };
}

const MEREL = '/api/bird/v1/birds?keyword=merel';

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

async function rename(database: Database, id: string, name: string) {
  await database.db.update(bird).set({ name }).where(eq(bird.id, id));
}

describe('answers from memory', () => {
  let s: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    s = await twoInstances({ CONTENT_POLL_SECONDS: '3600' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('gives the same strong ETag for the same normalised query, and 304 to If-None-Match', async () => {
    const first = await get(s.a, '/api/bird/v1/birds?limit=5&offset=0');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Other order, an ignored source: the same answer.
    const again = await get(s.a, '/api/bird/v1/birds?offset=0&source=tvt&limit=5');
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);
    // The other instance builds the same bytes, so the same tag.
    expect((await get(s.b, '/api/bird/v1/birds?limit=5&offset=0')).headers.etag).toBe(etag);
    const notModified = await get(s.a, '/api/bird/v1/birds?limit=5&offset=0', {
      'if-none-match': etag,
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const v1 = await get(s.a, '/cdn/tvtBirds.json?v=1');
    expect((await get(s.a, '/cdn/tvtBirds.json?v=2')).headers.etag).toBe(v1.headers.etag);
  });

  it('compresses a large answer once and still sends small ones as they are', async () => {
    const plain = await get(s.a, '/cdn/tvtBirds.json');
    const zipped = await get(s.a, '/cdn/tvtBirds.json', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const phase = await get(s.a, '/cdn/tvtPhase.json', { 'accept-encoding': 'gzip' });
    expect(phase.rawPayload.length).toBeLessThan(1024);
    expect(phase.headers['content-encoding']).toBeUndefined();
  });

  it('still refuses bad input, cached or not', async () => {
    expect((await get(s.a, '/api/bird/v1/birds')).statusCode).toBe(200);
    expect((await get(s.a, `/api/bird/v1/birds?source=${'x'.repeat(101)}`)).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) {
      expect((await get(s.a, '/api/bird/v1/birds?limit=abc')).statusCode).toBe(400);
    }
  });

  it('does not read the database per request; an edit reaches this instance at once', async () => {
    const before = await get(s.a, MEREL);
    expect(before.body).toContain('"Merel"');
    await rename(s.database, 'merel', 'Gewone merel');
    // Nobody said the content changed: the answer comes from memory.
    expect((await get(s.a, MEREL)).body).toBe(before.body);
    await s.a.contentChanged();
    const after = await get(s.a, MEREL);
    expect(after.body).toContain('"Gewone merel"');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const oldTag = await get(s.a, MEREL, { 'if-none-match': String(before.headers.etag) });
    expect(oldTag.statusCode).toBe(200);
  });
});

describe('invalidation across instances without Redis', () => {
  let s: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    s = await twoInstances({ CONTENT_POLL_SECONDS: '1' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('lets the other instance converge at its next poll of the content version', async () => {
    expect((await get(s.b, MEREL)).body).toContain('"Merel"');
    await rename(s.database, 'merel', 'Zwarte merel');
    await s.a.contentChanged();
    await expect
      .poll(async () => (await get(s.b, MEREL)).body, { timeout: 10_000, interval: 100 })
      .toContain('"Zwarte merel"');
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)(
  `invalidation across instances through Redis${redisUrl ? '' : ' (skipped: REDIS_URL is not set)'}`,
  () => {
    let s: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => {
      // An hour between polls: only the Redis notice can tell the other instance in time.
      s = await twoInstances({ CONTENT_POLL_SECONDS: '3600', REDIS_URL: redisUrl! });
    });
    afterAll(async () => {
      await s?.close();
    });

    it('drops the other instance’s answers as soon as the notice arrives', async () => {
      expect((await get(s.b, MEREL)).body).toContain('"Merel"');
      await rename(s.database, 'merel', 'Merel (zanglijster-familie)');
      await s.a.contentChanged();
      await expect
        .poll(async () => (await get(s.b, MEREL)).body, { timeout: 10_000, interval: 50 })
        .toContain('"Merel (zanglijster-familie)"');
    });
  },
);
