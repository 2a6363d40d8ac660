import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@tvt/contract/office';
import { DEFAULT_CAMPAIGN } from '@tvt/domain';
import { countError, countSubmission } from '../src/db/schema/index.ts';
import { createOfficeSession } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
const URL = '/api/office/v1/dashboard';
/** Counts are stamped by the database clock, so the test runs on the real one. */
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

function count(receivedAt: Date, participants: number, birds: number) {
  const id = randomUUID();
  return {
    id,
    countId: id,
    bodyHash: id,
    campaignYear: DEFAULT_CAMPAIGN.year,
    inztestid: 1,
    countedOn: receivedAt,
    countDate: '2025-01-25',
    countTime: '10:00',
    pc4: '3511',
    privateLocation: false,
    homeAddress: true,
    participants,
    birdsCountedTotal: birds,
    hasSuspiciousValues: false,
    receivedAt,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(countSubmission).values([
    // The spec's weekend: Friday 24 January 2025 from 08:00 (07:00 UTC).
    count(new Date('2025-01-24T07:10:00Z'), 2, 10),
    count(new Date('2025-01-24T07:50:00Z'), 1, 5),
    count(new Date('2025-01-24T09:30:00Z'), 3, 12),
    // Right now: one three minutes ago and two in this minute.
    count(minutesAgo(3), 1, 4),
    count(new Date(), 1, 2),
    count(new Date(), 2, 6),
  ]);
  const report = {
    functionName: 'submitCount',
    errorMessage: 'x',
    errorStack: 'x',
    userAgent: 'x',
  };
  await db.insert(countError).values([
    { ...report, receivedAt: minutesAgo(60 * 30) },
    { ...report, receivedAt: minutesAgo(5) },
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

  it('gives every office role the weekend per hour, the last minutes and the error reports', async () => {
    for (const role of ['editor', 'moderator', 'admin'] as const) {
      const who = await createOfficeSession(t, [role]);
      const res = await t.app.inject({ url: URL, headers: who.headers });
      expect(res.statusCode, role).toBe(200);
      const body = res.json<Dashboard>();
      expect(body.campaign).toEqual({
        year: 2025,
        countingFrom: '2025-01-24T07:00:00.000Z',
        countingUntil: '2025-01-27T11:00:00.000Z',
      });
      // The whole weekend has passed: 76 hours, zeros included.
      expect(body.hours).toHaveLength(76);
      expect(body.hours.slice(0, 3)).toEqual([
        { start: '2025-01-24T07:00:00.000Z', counts: 2, participants: 3, birds: 15 },
        { start: '2025-01-24T08:00:00.000Z', counts: 0, participants: 0, birds: 0 },
        { start: '2025-01-24T09:00:00.000Z', counts: 1, participants: 3, birds: 12 },
      ]);
      expect(body.minutes).toHaveLength(16);
      const recent = body.minutes.reduce((sum, m) => sum + m.counts, 0);
      expect(recent).toBe(3);
      expect(body.minutes.at(-1)!.counts).toBeGreaterThanOrEqual(1);
      expect(body.errorReports).toEqual({ total: 2, lastDay: 1 });
      // The moderation queue's waiting count (its scan runs every 15 s).
      expect(body.moderationWaiting).toEqual(expect.any(Number));
    }
  });
});
