import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countedOn } from '@tvt/domain';
import type { TopBirdsResponse, TotalsResponse } from '@tvt/contract';
import type {
  ModerationDecisionResponse,
  ModerationPersonalResponse,
  ModerationQueueResponse,
} from '@tvt/contract/office';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { type OfficeSession, createOfficeSession } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const Q = '/api/office/v1/moderation';
let t: TestApp;
let moderator: OfficeSession;
let admin: OfficeSession;
let plain: OfficeSession;
let editor: OfficeSession;

async function submit(body: object, remoteAddress = '198.51.100.7'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/count/v1/inzending',
    payload: body,
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tellingUUID: string }>().tellingUUID;
}

const withBirds = (huismus: number) => {
  const body = validCountBody();
  body.birds.huismus.birdCount = huismus;
  return body;
};

async function queue(session: OfficeSession, query = '') {
  const res = await t.app.inject({ url: `${Q}/queue${query}`, headers: session.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ModerationQueueResponse>();
}

const decide = (session: OfficeSession, payload: object) =>
  t.app.inject({ method: 'POST', url: `${Q}/decisions`, headers: session.headers, payload });

async function auditRows(action: string, entityId?: string) {
  const result = await t.database.db.execute(
    sql`select actor_account_id as "actor", before, after from audit_log
      where action = ${action} and (${entityId ?? null}::text is null or entity_id = ${entityId ?? null})`,
  );
  return (result as { rows: { actor: string; before: unknown; after: unknown }[] }).rows;
}

/** Totals are stale-while-revalidate: read until they show the expected figure. */
async function totalsUntil(expected: (birds: number, top: TopBirdsResponse) => boolean) {
  for (let i = 0; i < 40; i++) {
    const totals = (
      await t.app.inject({ url: '/cdn/birdsparticipants.json' })
    ).json<TotalsResponse>();
    const top = (await t.app.inject({ url: '/cdn/getTopRemote.json' })).json<TopBirdsResponse>();
    if (expected(totals.data[0]!.birds, top)) return totals.data[0]!.birds;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('totals never showed the expected figure');
}

let ordinary: string;
let heavy: string;
let early: string;
const burst: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    now: () => COUNT_NOW,
    env: { COUNT_SUBMIT_RATE_LIMIT: '100000', TOTALS_CACHE_SECONDS: '0' },
  });
  [moderator, admin, plain, editor] = [
    await createOfficeSession(t, ['moderator']),
    await createOfficeSession(t, ['admin']),
    await createOfficeSession(t, []),
    await createOfficeSession(t, ['editor']),
  ];
  ordinary = await submit(validCountBody(), '198.51.100.1');
  heavy = await submit(withBirds(400), '198.51.100.2');
  const dawn = validCountBody();
  dawn.countedon = countedOn({ date: '2025-01-25', hour: 5, minute: 30 });
  early = await submit(dawn, '198.51.100.3');
  for (let i = 0; i < 5; i++) burst.push(await submit(validCountBody(), '203.0.113.9'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('moderation access', () => {
  it.each([
    ['GET', `${Q}/queue`],
    ['GET', `${Q}/summary`],
    ['POST', `${Q}/decisions`],
    ['GET', `${Q}/counts/00000000-0000-4000-8000-000000000000/personal`],
  ] as const)('%s %s: 401 anonymous, 403 plain and editor', async (method, url) => {
    const payload = method === 'POST' ? { tellingUUIDs: [heavy], decision: 'accept' } : undefined;
    const anonymous = await t.app.inject({ method, url, payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      message: 'Log in om de beheeromgeving te gebruiken.',
    });
    for (const session of [plain, editor]) {
      const res = await t.app.inject({ method, url, payload, headers: session.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: 'Je hebt geen toegang tot dit deel van de beheeromgeving.',
      });
    }
    expect(await auditRows('moderation.accept')).toEqual([]);
  });

  it("a moderator may not open a count's personal part; an admin may, and it is audited", async () => {
    const url = `${Q}/counts/${heavy}/personal`;
    expect((await t.app.inject({ url, headers: moderator.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<ModerationPersonalResponse>()).toMatchObject({
      tellingUUID: heavy,
      personal: { firstName: 'Jan', lastName: 'Jansen', postalCode: '3511AB' },
      remarks: 'Mooie ochtend.',
    });
    expect(await auditRows('moderation.personal.view', heavy)).toEqual([
      expect.objectContaining({ actor: admin.accountId }),
    ]);
    const missing = await t.app.inject({
      url: `${Q}/counts/00000000-0000-4000-8000-000000000000/personal`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the queue', () => {
  it('holds the suspicious counts with their reasons, and no personal data', async () => {
    const body = await queue(moderator);
    const byId = new Map(body.data.map((item) => [item.tellingUUID, item]));
    expect(byId.has(ordinary)).toBe(false);
    expect(byId.get(heavy)?.reasons).toEqual(['threshold', 'many-birds']);
    expect(byId.get(early)?.reasons).toEqual(['outside-hours']);
    expect(burst.slice(0, 4).some((id) => byId.has(id))).toBe(false);
    expect(byId.get(burst[4]!)?.reasons).toEqual(['burst-address']);
    expect(body.waiting).toBe(3);
    expect(body.total).toBe(3);
    expect(byId.get(heavy)).toMatchObject({
      state: 'waiting',
      excluded: false,
      pc4: '3511',
      municipality: 'Utrecht',
      birdsCountedTotal: 405,
    });
    // The species' threshold comes with it, so the office can say 'Huismus 400, drempel …'.
    const huismus = byId.get(heavy)?.birds[0];
    expect(huismus).toMatchObject({ birdId: 'huismus', count: 400, suspicious: true });
    expect(huismus?.threshold).toBeGreaterThan(0);
    expect(huismus!.threshold!).toBeLessThanOrEqual(400);
    const text = JSON.stringify(body);
    for (const personal of ['Jansen', 'jansen', 'Oudegracht', 'Example.nl', '12345678', 'Mooie'])
      expect(text).not.toContain(personal);
    const summary = await t.app.inject({ url: `${Q}/summary`, headers: moderator.headers });
    expect(summary.json()).toEqual({ waiting: 3 });
  });

  it('refuses bad input in Dutch and changes nothing', async () => {
    for (const [payload, status, message] of [
      [{ tellingUUIDs: [heavy], decision: 'exclude' }, 400, /reden/],
      [{ tellingUUIDs: [heavy], decision: 'exclude', reason: 'x' }, 400, /reden/],
      [{ tellingUUIDs: [], decision: 'accept' }, 400, /Kies een of meer/],
      [{ tellingUUIDs: ['nope'], decision: 'accept' }, 400, /bestaat niet/],
      [{ tellingUUIDs: [heavy], decision: 'delete' }, 400, /accepteren of uitsluiten/],
      [{ tellingUUIDs: Array(101).fill(heavy), decision: 'accept' }, 400, /100/],
      [{ tellingUUIDs: [heavy, ordinary], decision: 'accept' }, 404, /moderatielijst/],
    ] as const) {
      const res = await decide(moderator, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    const bad = await t.app.inject({ url: `${Q}/queue?state=gone`, headers: moderator.headers });
    expect(bad.statusCode).toBe(400);
    expect((await queue(moderator)).waiting).toBe(3);
    expect(await auditRows('moderation.accept')).toEqual([]);
  });

  it('excluding drops the totals and top 3, accepting brings them back; audited, never deleted', async () => {
    const before = await totalsUntil(() => true);
    const excluded = await decide(moderator, {
      tellingUUIDs: [heavy],
      decision: 'exclude',
      reason: 'Onwaarschijnlijk veel huismussen',
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json<ModerationDecisionResponse>()).toEqual({
      data: [{ tellingUUID: heavy, state: 'excluded' }],
      waiting: 2,
    });
    await totalsUntil((birds, top) => birds === before - 405 && top.data[0]?.id !== undefined);
    const results = await t.app.inject({ url: `/api/count/v1/results/counts/${heavy}` });
    expect(results.json()).toMatchObject({ excluded: true });
    const excludedList = await queue(moderator, '?state=excluded');
    expect(excludedList.data).toEqual([
      expect.objectContaining({
        tellingUUID: heavy,
        excluded: true,
        note: 'Onwaarschijnlijk veel huismussen',
      }),
    ]);
    expect(await auditRows('moderation.exclude', heavy)).toEqual([
      {
        actor: moderator.accountId,
        before: { state: 'waiting', excluded: false },
        after: { state: 'excluded', excluded: true, reason: 'Onwaarschijnlijk veel huismussen' },
      },
    ]);

    const back = await decide(moderator, { tellingUUIDs: [heavy], decision: 'accept' });
    expect(back.statusCode).toBe(200);
    await totalsUntil((birds) => birds === before);
    expect((await queue(moderator, '?state=accepted')).data.map((i) => i.tellingUUID)).toEqual([
      heavy,
    ]);
    const events = await t.database.db.execute(
      sql`select excluded, actor from count_exclusion where submission_id = ${heavy} order by id`,
    );
    expect((events as { rows: unknown[] }).rows).toEqual([
      { excluded: true, actor: `office:${moderator.accountId}` },
      { excluded: false, actor: `office:${moderator.accountId}` },
    ]);
  });

  it('decides several counts at once', async () => {
    const res = await decide(moderator, {
      tellingUUIDs: [early, burst[4]],
      decision: 'exclude',
      reason: 'Buiten de teluren en een reeks',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ModerationDecisionResponse>().waiting).toBe(0);
    expect(await auditRows('moderation.exclude')).toHaveLength(3);
    const stored = await t.database.db.execute(
      sql`select count(*)::int as n from count_submission where excluded`,
    );
    expect((stored as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });
});
