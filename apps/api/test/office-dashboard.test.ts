import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@tvt/contract/office';
import { countError, countSubmission } from '../src/db/schema/index.ts';
import { createCampaignRepository } from '../src/modules/campaign/repository.ts';
import { createOfficeSession } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
const URL = '/api/office/v1/dashboard';
/** Saturday of the 2025 count weekend (it starts Friday 24 January, 07:00 UTC), 11:30 in Amsterdam. */
const NOW = new Date('2025-01-25T10:30:30Z');

/** A stored count chosen at `moment` (countedon is that plus an hour, spec 7) that arrived at `arrived`. */
function count(year: number, moment: string, arrived: string, participants = 1, birds = 5) {
  const id = randomUUID();
  return {
    id,
    countId: id,
    bodyHash: id,
    campaignYear: year,
    inztestid: 1,
    countedOn: new Date(Date.parse(moment) + 3_600_000),
    countDate: moment.slice(0, 10),
    countTime: '10:00',
    pc4: '3511',
    privateLocation: false,
    homeAddress: true,
    participants,
    birdsCountedTotal: birds,
    hasSuspiciousValues: false,
    receivedAt: new Date(arrived),
  };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const { db } = t.database;
  await createCampaignRepository(db).seedDefault({
    year: 2024,
    name: 'Nationale Tuinvogeltelling',
    tag: 'tvt2024',
    phase1Start: new Date('2023-12-01T08:00:00Z'),
    phase2Start: new Date('2024-01-26T07:00:00Z'),
    phase3Start: new Date('2024-01-29T11:00:00Z'),
  });
  await db.insert(countSubmission).values([
    count(2025, '2025-01-24T09:15:00Z', '2025-01-24T09:40:00Z', 2, 10),
    // Counted on Friday, sent on Saturday (an outbox that waited for a signal).
    count(2025, '2025-01-24T09:50:00Z', '2025-01-25T10:29:10Z', 1, 3),
    count(2025, '2025-01-25T10:05:00Z', '2025-01-25T10:26:00Z', 3, 12),
    count(2025, '2025-01-25T10:00:00Z', '2025-01-25T10:30:05Z', 1, 4),
    // Last year: two counts before the same hour of its weekend, one after.
    count(2024, '2024-01-26T08:00:00Z', '2024-01-26T09:00:00Z'),
    count(2024, '2024-01-27T09:00:00Z', '2024-01-27T09:30:00Z'),
    count(2024, '2024-01-27T11:00:00Z', '2024-01-27T12:00:00Z'),
  ]);
  const report = (functionName: string, errorMessage: string, receivedAt: string) => ({
    functionName,
    errorMessage,
    errorStack: 'x',
    userAgent: 'x',
    receivedAt: new Date(receivedAt),
  });
  await db
    .insert(countError)
    .values([
      report('submitCount', 'Deze telling is al ontvangen.', '2025-01-25T10:00:00Z'),
      report('submitCount', 'Deze telling is al ontvangen.', '2025-01-25T06:00:00Z'),
      report('flushOutbox', 'Server niet bereikbaar', '2025-01-24T20:00:00Z'),
      report('submitCount', 'Oud', '2025-01-20T10:00:00Z'),
    ]);
});
afterAll(() => t.close());

describe('GET /api/office/v1/dashboard', () => {
  it('answers 401 to anonymous callers and 403 to accounts without an office role', async () => {
    const anonymous = await t.app.inject({ url: URL });
    expect(anonymous.statusCode).toBe(401);
    const plain = await createOfficeSession(t, []);
    const res = await t.app.inject({ url: URL, headers: plain.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Je hebt geen toegang tot dit deel van de beheeromgeving.');
  });

  it('gives every office role the weekend by moment counted and by arrival, without empty hours', async () => {
    for (const role of ['editor', 'moderator', 'research', 'admin'] as const) {
      const who = await createOfficeSession(t, [role]);
      const res = await t.app.inject({ url: URL, headers: who.headers });
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.json<Dashboard>();
      expect(body.now).toBe(NOW.toISOString());
      expect(body.campaign).toEqual({
        year: 2025,
        countingFrom: '2025-01-24T07:00:00.000Z',
        countingUntil: '2025-01-27T11:00:00.000Z',
      });
      expect(body.totals).toEqual({ counts: 4, participants: 7, birds: 29 });
      expect(body.hours).toEqual([
        { start: '2025-01-24T09:00:00.000Z', counted: 2, arrived: 1 },
        { start: '2025-01-25T10:00:00.000Z', counted: 2, arrived: 3 },
      ]);
    }
  });

  it('gives the submissions per minute now, the errors and the moderation queue', async () => {
    const admin = await createOfficeSession(t, ['admin']);
    const body = (await t.app.inject({ url: URL, headers: admin.headers })).json<Dashboard>();
    expect(body.minutes).toHaveLength(16);
    expect(body.minutes.at(-1)).toEqual({ start: '2025-01-25T10:30:00.000Z', counts: 1 });
    expect(body.minutes.filter((m) => m.counts > 0).map((m) => m.start.slice(11, 16))).toEqual([
      '10:26',
      '10:29',
      '10:30',
    ]);
    // 10:25–10:29, the last five whole minutes: two submissions.
    expect(body.perMinute).toBe(0.4);
    expect(body.errors).toEqual({
      lastHour: 1,
      lastDay: 3,
      total: 4,
      groups: [
        {
          functionName: 'submitCount',
          message: 'Deze telling is al ontvangen.',
          reports: 2,
          last: '2025-01-25T10:00:00.000Z',
        },
        {
          functionName: 'flushOutbox',
          message: 'Server niet bereikbaar',
          reports: 1,
          last: '2025-01-24T20:00:00.000Z',
        },
      ],
    });
    expect(body.moderationWaiting).toEqual(expect.any(Number));
  });

  it('compares with last year at the same hour of its own weekend', async () => {
    const admin = await createOfficeSession(t, ['admin']);
    const body = (await t.app.inject({ url: URL, headers: admin.headers })).json<Dashboard>();
    // 27 h 30 min 30 s after the start: 26 January 2024 07:00 UTC plus that.
    expect(body.lastYear).toEqual({
      year: 2024,
      moment: '2024-01-27T10:30:30.000Z',
      atSameMoment: 2,
      total: 3,
    });
  });
});
