import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../src/app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OfficeSession, createOfficeSession } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const BASE = '/api/office/v1/campaign';
/** Winter 2025: the spec's campaign (2025) is in phase 3; a prepared 2026 waits. */
let clock = new Date('2025-06-01T10:00:00Z');
let t: TestApp;
let admin: OfficeSession;
let editor: OfficeSession;
let plain: OfficeSession;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: { MEDIA_DIR: mkdtempSync(join(tmpdir(), 'office-campaign-media-')) },
  });
  admin = await createOfficeSession(t, ['admin']);
  editor = await createOfficeSession(t, ['editor', 'moderator']);
  plain = await createOfficeSession(t, []);
}, 120_000);
afterAll(() => t?.close());

const banner = { text: null, imageId: null };
const noLinks = { signUp: null, socialWall: null, results: null, course: null, donation: null };
const spec2025 = {
  year: 2025,
  name: 'Nationale Tuinvogeltelling',
  phase1Start: '2024-12-01T09:00:00+01:00',
  phase2Start: '2025-01-24T08:00:00+01:00',
  phase3Start: '2025-01-27T12:00:00+01:00',
  links: noLinks,
  banners: { default: banner, jg: banner, bs: banner },
};
const next2026 = {
  ...spec2025,
  year: 2026,
  phase1Start: '2025-12-01T09:00:00+01:00',
  phase2Start: '2026-01-23T08:00:00+01:00',
  phase3Start: '2026-01-26T12:00:00+01:00',
};

async function auditRows(): Promise<{ action: string; entity_id: string; after: unknown }[]> {
  const result = await t.database.db.execute(
    sql`select action, entity_id, actor_account_id, before, after from audit_log where entity in ('campaign', 'media') order by id`,
  );
  return (result as { rows: { action: string; entity_id: string; after: unknown }[] }).rows;
}

async function campaignRows() {
  const result = await t.database.db.execute(
    sql`select year, phase1_start, phase2_start, phase3_start, links, banners from campaign order by year`,
  );
  return (result as { rows: unknown[] }).rows;
}

async function phase() {
  const res = await t.app.inject({ url: '/api/count/v1/phase' });
  return res.json<{
    data: {
      id: number;
      campaign: { year: number; phase2Start: string; banners: Record<string, unknown> };
    };
  }>().data;
}

const send = (
  session: OfficeSession | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `${BASE}${url}`,
    ...(session ? { headers: session.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('office campaign: who may enter (decision 065: admin only)', () => {
  const calls = [
    ['GET', '/campaigns', undefined],
    ['GET', '/campaigns/2025', undefined],
    ['POST', '/campaigns', next2026],
    ['PUT', '/campaigns/2025', spec2025],
    ['POST', '/banner-image', undefined],
  ] as const;

  it.each(calls)(
    '%s %s: 401 anonymous, 403 plain and editor, nothing changed',
    async (method, url, body) => {
      const before = await campaignRows();
      const anonymous = await send(undefined, method, url, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({
        message: 'Log in om de beheeromgeving te gebruiken.',
      });
      for (const session of [plain, editor]) {
        const refused = await send(session, method, url, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json<{ message: string }>().message).toMatch(/geen toegang/);
      }
      expect(await campaignRows()).toEqual(before);
      expect(await auditRows()).toEqual([]);
    },
  );
});

describe('office campaign: reading and changing', () => {
  it('lists the spec campaign as the one the app follows', async () => {
    const res = await send(admin, 'GET', '/campaigns');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: { currentYear: number; phase: number; campaigns: unknown[] };
    }>();
    expect(data).toMatchObject({ currentYear: 2025, phase: 3, nextTakeOver: null });
    expect(data.campaigns).toEqual([
      expect.objectContaining({
        year: 2025,
        current: true,
        countingDays: ['2025-01-24', '2025-01-25', '2025-01-26'],
      }),
    ]);
  });

  it.each([
    [
      'phases out of order',
      { phase3Start: '2025-01-23T12:00:00+01:00' },
      'phase3Start',
      /na de start van fase 2/,
    ],
    ['a year not of the count', { year: 2024 }, 'year', /verandert niet/],
    [
      'an http link',
      { links: { ...noLinks, signUp: 'http://example.nl' } },
      'links.signUp',
      /https:\/\//,
    ],
    ['a date that is no date', { phase1Start: 'morgen' }, 'phase1Start', /geldige datum/],
    [
      'a banner text with markup',
      { banners: { default: banner, jg: { text: '<b>x</b>', imageId: null }, bs: banner } },
      'banners.jg.text',
      /< >/,
    ],
    [
      'an image that was never uploaded',
      { banners: { default: { text: null, imageId: randomUUID() }, jg: banner, bs: banner } },
      'banners.default.imageId',
      /niet gevonden/,
    ],
  ])('refuses %s with a Dutch 400 and stores nothing', async (_what, change, field, message) => {
    const before = await campaignRows();
    const res = await send(admin, 'PUT', '/campaigns/2025', { ...spec2025, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message: expect.stringMatching(message) });
    expect(await campaignRows()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it('moves the phase 2 start: the phase follows at once, with an audit row', async () => {
    clock = new Date('2025-01-24T12:00:00+01:00');
    expect((await phase()).id).toBe(2);
    const moved = { ...spec2025, phase2Start: '2025-01-25T08:00:00+01:00' };
    const res = await send(admin, 'PUT', '/campaigns/2025', moved);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { countingDays: ['2025-01-25', '2025-01-26'], phase2Start: '2025-01-25T07:00:00.000Z' },
    });
    expect((await phase()).id).toBe(1);
    const [row] = await auditRows();
    expect(row).toMatchObject({ action: 'campaign.update', entity_id: '2025' });
    expect(row).toMatchObject({
      actor_account_id: admin.accountId,
      before: expect.objectContaining({ phase2Start: '2025-01-24T07:00:00.000Z' }),
      after: expect.objectContaining({ phase2Start: '2025-01-25T07:00:00.000Z' }),
    });
  });

  it('puts the links in /config.json', async () => {
    const links = {
      ...noLinks,
      signUp: 'https://example.nl/aanmelden',
      course: 'https://example.nl/cursus',
    };
    expect((await send(admin, 'PUT', '/campaigns/2025', { ...spec2025, links })).statusCode).toBe(
      200,
    );
    const config = await t.app.inject({ url: '/config.json' });
    expect(config.json()).toMatchObject({
      links: {
        signUp: 'https://example.nl/aanmelden',
        course: 'https://example.nl/cursus',
        results: null,
      },
    });
  });

  it('stores a banner image and shows it in the phase answer', async () => {
    const png = await sharp({
      create: { width: 600, height: 200, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const upload = await t.app.inject({
      method: 'POST',
      url: `${BASE}/banner-image`,
      headers: { ...admin.headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(upload.statusCode).toBe(200);
    const image = upload.json<{ data: { id: string; url: string; width: number } }>().data;
    expect(image.width).toBe(600);
    const banners = {
      default: banner,
      jg: { text: 'Tel mee, jong!', imageId: image.id },
      bs: banner,
    };
    expect((await send(admin, 'PUT', '/campaigns/2025', { ...spec2025, banners })).statusCode).toBe(
      200,
    );
    expect((await phase()).campaign.banners.jg).toEqual({
      text: 'Tel mee, jong!',
      imageUrl: image.url,
    });
    const file = await t.app.inject({ url: new URL(image.url).pathname });
    expect(file.statusCode).toBe(200);
    expect((await auditRows()).map((r) => r.action)).toContain('campaign.banner-image.upload');
  });

  it('prepares next year, refuses an overlap, and the new year takes over at its phase 1 start', async () => {
    clock = new Date('2025-06-01T10:00:00Z');
    const overlap = { ...next2026, phase1Start: '2025-01-26T09:00:00+01:00' };
    const refused = await send(admin, 'POST', '/campaigns', overlap);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'phase1Start' });
    const created = await send(admin, 'POST', '/campaigns', next2026);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ data: { year: 2026, tag: 'tvt2026', current: false } });
    expect((await send(admin, 'POST', '/campaigns', next2026)).statusCode).toBe(400);
    const list = (await send(admin, 'GET', '/campaigns')).json<{
      data: { nextTakeOver: string };
    }>();
    expect(list.data.nextTakeOver).toBe('2025-12-01T08:00:00.000Z');
    expect((await phase()).campaign.year).toBe(2025);
    clock = new Date('2025-12-01T08:00:00Z');
    expect(await phase()).toMatchObject({ id: 1, campaign: { year: 2026 } });
    expect((await auditRows()).map((r) => r.action)).toContain('campaign.create');
  });
});

describe('office campaign: a second instance follows within seconds', () => {
  let other: Awaited<ReturnType<typeof buildApp>> | undefined;
  afterAll(() => other?.close());

  it('reads the new phase on another app on the same database', async () => {
    // Without Redis the other instance hears of the edit at its next poll of the content version.
    other = await buildApp({
      config: { ...t.config, reads: { ...t.config.reads, pollSeconds: 1 } },
      database: t.database,
      now: () => clock,
    });
    await other.ready();
    clock = new Date('2026-01-24T12:00:00+01:00');
    const phaseOnOther = async () =>
      (await other!.inject({ url: '/api/count/v1/phase' })).json<{ data: { id: number } }>().data
        .id;
    expect(await phaseOnOther()).toBe(2);
    const later = { ...next2026, phase2Start: '2026-01-24T14:00:00+01:00' };
    expect((await send(admin, 'PUT', '/campaigns/2026', later)).statusCode).toBe(200);
    const started = Date.now();
    // Without the poll the other instance would keep its cached phase for good; the bound is
    // generous because CI runs this beside the browser tests.
    while ((await phaseOnOther()) !== 1 && Date.now() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await phaseOnOther()).toBe(1);
  });
});

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
const REDIS_PORT = 9330;

describe.skipIf(!existsSync(REDIS_SERVER))(
  'office campaign: with Redis the other instance follows at once (no poll)',
  () => {
    const stops: (() => unknown)[] = [];
    afterAll(async () => {
      for (const stop of stops.reverse()) await stop();
    });

    it('hears the content-version notice and reads the new phase', async () => {
      const redis = spawn(
        REDIS_SERVER,
        ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'ignore'] },
      );
      stops.push(() => redis.kill('SIGKILL'));
      await new Promise<void>((resolve, reject) => {
        redis.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Ready to accept connections')) resolve();
        });
        redis.once('exit', () => reject(new Error('redis-server exited')));
      });
      let at = new Date('2025-01-24T12:00:00+01:00');
      // An hour between polls: only the Redis notice can tell the other instance in time.
      const a = await createTestApp({
        now: () => at,
        env: { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, CONTENT_POLL_SECONDS: '3600' },
      });
      stops.push(() => a.close());
      const b = await buildApp({ config: a.config, database: a.database, now: () => at });
      stops.push(() => b.close());
      await b.ready();
      const phaseOnB = async () =>
        (await b.inject({ url: '/api/count/v1/phase' })).json<{ data: { id: number } }>().data.id;
      expect(await phaseOnB()).toBe(2);
      const session = await createOfficeSession(a, ['admin']);
      const moved = { ...spec2025, phase2Start: '2025-01-25T08:00:00+01:00' };
      const res = await a.app.inject({
        method: 'PUT',
        url: `${BASE}/campaigns/2025`,
        headers: session.headers,
        payload: moved,
      });
      expect(res.statusCode).toBe(200);
      const started = Date.now();
      // Its next poll is an hour away, so following at all within the bound is the Redis notice;
      // the bound is generous because CI runs this beside the browser tests.
      while ((await phaseOnB()) !== 1 && Date.now() - started < 15_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await phaseOnB()).toBe(1);
      at = new Date('2025-01-25T09:00:00+01:00');
      expect(await phaseOnB()).toBe(2);
    });
  },
);
