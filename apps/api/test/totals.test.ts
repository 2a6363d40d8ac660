import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const TOTALS_KEY = 'tvt:count:totals:v1';

async function submit(t: TestApp, body: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/count/v1/inzending', payload: body });
  expect(res.statusCode).toBe(200);
}

function countWith(birds: Record<string, number>, participants: number) {
  const body = validCountBody();
  const entries = Object.entries(birds).map(([id, birdCount]) => [
    id,
    { birdCountSuspicious: false, birdName: id, birdImage: '', birdCount },
  ]);
  return { ...body, participants, birds: Object.fromEntries(entries) };
}

async function get<T>(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { body: res.json<T>(), cacheControl: res.headers['cache-control'] };
}

type Totals = { data: { participants: number; birds: number }[] };
type Top = { data: { id: string; remoteimage: string; name: string; count: number }[] };

describe('live totals without caching (TTL 0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => COUNT_NOW, env: { TOTALS_CACHE_SECONDS: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts at zero with an empty top 3', async () => {
    expect((await get<Totals>(t, '/api/count/v1/totals?source=tvt')).body).toEqual({
      data: [{ participants: 0, birds: 0 }],
    });
    expect((await get<Top>(t, '/cdn/getTopRemote.json')).body).toEqual({ data: [] });
  });

  it('sums participants and birds of the stored counts, on the API and the CDN file', async () => {
    await submit(t, countWith({ huismus: 10, merel: 2, koolmees: 1 }, 3));
    await submit(t, countWith({ merel: 5, pimpelmees: 4, '97': 20 }, 1));
    await submit(t, countWith({ koolmees: 3 }, 2));
    const expected = { data: [{ participants: 6, birds: 45 }] };
    expect((await get<Totals>(t, '/api/count/v1/totals')).body).toEqual(expected);
    expect((await get<Totals>(t, '/cdn/birdsparticipants.json')).body).toEqual(expected);
  });

  it("ranks the top 3 by total counted, without 'Niet herkend', with name and drawing", async () => {
    const { body } = await get<Top>(t, '/cdn/getTopRemote.json');
    expect(body.data.map((b) => [b.id, b.name, b.count])).toEqual([
      ['huismus', 'Huismus', 10],
      ['merel', 'Merel', 7],
      ['koolmees', 'Koolmees', 4],
    ]);
    expect(body.data[0]!.remoteimage).toMatch(/^\/media\/birds\/huismus\/.+\.svg/);
  });
});

describe('live totals with a cache', () => {
  let t: TestApp;
  let clock = COUNT_NOW.getTime();
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock), env: { TOTALS_CACHE_SECONDS: '10' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the same answer until the TTL has passed, and says so to CDNs', async () => {
    const first = await get<Totals>(t, '/api/count/v1/totals');
    expect(first.cacheControl).toBe('public, max-age=10');
    expect((await get<Top>(t, '/cdn/getTopRemote.json')).cacheControl).toBe('public, max-age=10');
    await submit(t, countWith({ huismus: 4 }, 2));
    clock += 9_000;
    expect((await get<Totals>(t, '/cdn/birdsparticipants.json')).body).toEqual(first.body);
    clock += 2_000;
    // Stale-while-revalidate: the first reader after the TTL still gets the last snapshot and
    // starts the recomputation; the readers after it get the new one.
    expect((await get<Totals>(t, '/cdn/birdsparticipants.json')).body).toEqual(first.body);
    await expect
      .poll(async () => (await get<Totals>(t, '/cdn/birdsparticipants.json')).body)
      .toEqual({ data: [{ participants: 2, birds: 4 }] });
  });
});

/**
 * Holds up every query on the stored counts until released: an open transaction on PGlite
 * (which runs one statement at a time), a table lock on PostgreSQL. The recomputation of the
 * totals cannot finish while it is held; a reader that waited for it would hang.
 */
async function holdCountTables(database: Database) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = database.db.transaction(async (tx) => {
    await tx.execute(
      database.driver === 'postgres'
        ? sql`lock table count_submission in access exclusive mode`
        : sql`select 1`,
    );
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await done;
  };
}

function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(what)), ms);
  });
  return Promise.race([work, bound]).finally(() => clearTimeout(timer));
}

describe('live totals while the next snapshot is computed', () => {
  let t: TestApp;
  let clock = COUNT_NOW.getTime();
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock), env: { TOTALS_CACHE_SECONDS: '10' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers readers at once with the last snapshot while the recomputation is held up', async () => {
    const last = await get<Totals>(t, '/api/count/v1/totals');
    const lastTop = await get<Top>(t, '/cdn/getTopRemote.json');
    await submit(t, countWith({ merel: 3 }, 1));
    clock += 11_000;
    const release = await holdCountTables(t.database);
    try {
      const readers = Promise.all([
        get<Totals>(t, '/cdn/birdsparticipants.json'),
        get<Totals>(t, '/api/count/v1/totals'),
        get<Top>(t, '/cdn/getTopRemote.json'),
      ]);
      const [file, api, top] = await within(
        5_000,
        readers,
        'a reader waited for the recomputation',
      );
      expect(file.body).toEqual(last.body);
      expect(api.body).toEqual(last.body);
      expect(top.body).toEqual(lastTop.body);
    } finally {
      await release();
    }
    await expect
      .poll(async () => (await get<Totals>(t, '/cdn/birdsparticipants.json')).body)
      .toEqual({ data: [{ participants: 1, birds: 3 }] });
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)(
  `live totals shared through Redis${redisUrl ? '' : ' (skipped: REDIS_URL is not set)'}`,
  () => {
    let a: TestApp;
    let b: TestApp;
    let redis: Redis;
    let clock = COUNT_NOW.getTime();
    beforeAll(async () => {
      redis = new Redis(redisUrl!);
      await redis.del(TOTALS_KEY);
      const env = { TOTALS_CACHE_SECONDS: '30', REDIS_URL: redisUrl! };
      // Two instances on two databases: only the shared cache can make them agree.
      a = await createTestApp({ now: () => new Date(clock), env });
      b = await createTestApp({ now: () => new Date(clock), env });
    });
    afterAll(async () => {
      await redis?.del(TOTALS_KEY);
      await redis?.quit();
      await a?.close();
      await b?.close();
    });

    it('lets a second instance serve the snapshot the first one computed', async () => {
      await submit(a, countWith({ merel: 8 }, 4));
      // Past the TTL of the snapshots both computed at start: the next readers renew them.
      clock += 31_000;
      const expected = { data: [{ participants: 4, birds: 8 }] };
      await expect
        .poll(async () => (await get<Totals>(a, '/api/count/v1/totals')).body)
        .toEqual(expected);
      expect(await redis.pttl(TOTALS_KEY)).toBeGreaterThan(0);
      // b's own database holds no count: these figures can only come from the shared snapshot.
      await expect
        .poll(async () => (await get<Totals>(b, '/cdn/birdsparticipants.json')).body)
        .toEqual(expected);
      expect((await get<Top>(b, '/cdn/getTopRemote.json')).body.data[0]).toMatchObject({
        id: 'merel',
        count: 8,
      });
    });
  },
);
