import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Dashboard } from '@tvt/contract/office';
import { januaryCampaign } from '@tvt/domain';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { buildApp } from '../src/app.ts';
import { createCampaignRepository } from '../src/modules/campaign/repository.ts';
import { createOfficeSession } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const URL = '/api/office/v1/dashboard';
const SUBMIT = '/api/count/v1/inzending';

async function dashboard(t: TestApp, query = '') {
  const admin = await createOfficeSession(t, ['admin']);
  return t.app.inject({ url: `${URL}${query}`, headers: admin.headers });
}

describe('the weekend the dashboard opens on (decision 132)', () => {
  let t: TestApp;
  // 28 November 2025: the 2025 count is long over, the 2026 one is prepared and announced.
  const NOW = new Date('2025-11-28T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const campaigns = createCampaignRepository(t.database.db);
    await campaigns.save({ ...(await campaigns.findByYear(2025))!, ...januaryCampaign(2026) });
    // As the office does after a change: every instance forgets what it read.
    await t.app.contentChanged();
  });
  afterAll(() => t.close());

  it('is the coming weekend, not the past one, before the count', async () => {
    const res = await dashboard(t);
    expect(res.statusCode).toBe(200);
    const body = res.json<Dashboard>();
    expect(body.campaign).toEqual({
      year: 2026,
      countingFrom: '2026-01-23T07:00:00.000Z',
      countingUntil: '2026-01-26T11:00:00.000Z',
    });
    expect(body.years).toEqual([2026, 2025]);
  });

  it('keeps the past weekend reachable by year, and refuses a year without a campaign', async () => {
    const past = await dashboard(t, '?campaign=2025');
    expect(past.statusCode).toBe(200);
    expect(past.json<Dashboard>().campaign.year).toBe(2025);
    const missing = await dashboard(t, '?campaign=2031');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Er is geen telweekend 2031.', field: 'year' });
    const bad = await dashboard(t, '?campaign=volgend');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Het veld 'campaign' moet een jaartal zijn.");
  });
});

describe('the server refusals on the dashboard, summed over instances (decision 131)', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ now: () => COUNT_NOW, env: { COUNT_SUBMIT_RATE_LIMIT: '3' } });
    // A second instance on the same database, as behind a load balancer.
    second = await buildApp({ config: t.config, database: t.database, now: () => COUNT_NOW });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const post = (app: FastifyInstance, payload: unknown) =>
    app.inject({ method: 'POST', url: SUBMIT, payload: payload as object });

  it('counts real 400, 409 and 429 answers per kind and per minute', async () => {
    const before = (await dashboard(t)).json<Dashboard>().refusals;
    expect(before.lastHour).toEqual({ invalid: 0, conflict: 0, tooMany: 0 });

    // Instance one: a count without its birds (400), a count (200), its id with another body (409).
    const count = validCountBody();
    expect((await post(t.app, { ...count, birds: undefined })).statusCode).toBe(400);
    expect((await post(t.app, count)).statusCode).toBe(200);
    expect((await post(t.app, { ...count, participants: 3 })).statusCode).toBe(409);
    // Instance two: three refused counts, then the rate limit of 3 a minute (429).
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(second, { countId: 'x' })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    // The second instance stops: it writes its tally (else within 5 s on its timer).
    await second.close();

    const body = (await dashboard(t)).json<Dashboard>();
    expect(body.refusals.lastHour).toEqual({ invalid: 4, conflict: 1, tooMany: 1 });
    expect(body.refusals.lastDay).toEqual({ invalid: 4, conflict: 1, tooMany: 1 });
    expect(body.refusals.minutes).toHaveLength(16);
    expect(body.refusals.minutes.at(-1)).toEqual({
      start: '2025-01-25T12:00:00.000Z',
      invalid: 4,
      conflict: 1,
      tooMany: 1,
    });
    // A rejected office request is no count refusal.
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    const again = (await dashboard(t)).json<Dashboard>().refusals.lastHour;
    expect(again).toEqual({ invalid: 4, conflict: 1, tooMany: 1 });
  });
});
