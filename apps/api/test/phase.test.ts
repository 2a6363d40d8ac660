import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const CAMPAIGN_2026 = {
  CAMPAIGN_NAME: 'Tuinvogeltelling 2026',
  CAMPAIGN_PHASE1_START: '2025-12-01T09:00:00+01:00',
  CAMPAIGN_PHASE2_START: '2026-01-23T08:00:00+01:00',
  CAMPAIGN_PHASE3_START: '2026-01-26T12:00:00+01:00',
};

/** One app per configuration; the test moves its clock. */
let clock = new Date();
let standard: TestApp;
let configured: TestApp;
beforeAll(async () => {
  standard = await createTestApp({ now: () => clock });
  configured = await createTestApp({ env: CAMPAIGN_2026, now: () => clock });
});
afterAll(async () => {
  await standard?.close();
  await configured?.close();
});

async function phaseAt(instant: string, current: TestApp = standard) {
  clock = new Date(instant);
  const api = await current.app.inject({ method: 'GET', url: '/api/count/v1/phase?source=tvt' });
  const cdn = await current.app.inject({ method: 'GET', url: '/cdn/tvtPhase.json?v=1700000000' });
  expect(api.statusCode).toBe(200);
  expect(cdn.statusCode).toBe(200);
  expect(api.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  const body = api.json<{
    data: { id: number; year: number; daysUntilPhase2: number } & Record<string, unknown>;
  }>();
  expect(cdn.json()).toEqual({ data: { id: body.data.id } });
  return body.data;
}

describe('phase endpoint and tvtPhase.json (default campaign)', () => {
  it('is 3 before the phase 1 start', async () => {
    expect((await phaseAt('2024-12-01T07:59:59Z')).id).toBe(3);
  });

  it('is 1 from the phase 1 start until phase 2, counting down the days', async () => {
    const data = await phaseAt('2024-12-01T08:00:00Z');
    expect(data.id).toBe(1);
    expect(data.year).toBe(2024);
    expect(data.daysUntilPhase2).toBe(54);
    expect(data.lastCountingDay).toBe('26 januari 2025');
    expect(data.countingDays).toEqual(['2025-01-24', '2025-01-25', '2025-01-26']);
    expect(data.campaign).toEqual({
      year: 2025,
      name: 'Nationale Tuinvogeltelling',
      tag: 'tvt2025',
      phase1Start: '2024-12-01T08:00:00.000Z',
      phase2Start: '2025-01-24T07:00:00.000Z',
      phase3Start: '2025-01-27T11:00:00.000Z',
      banners: {
        default: { text: null, imageUrl: null },
        jg: { text: null, imageUrl: null },
        bs: { text: null, imageUrl: null },
      },
    });
  });

  it('is 2 during the count weekend', async () => {
    const data = await phaseAt('2025-01-25T12:00:00+01:00');
    expect(data.id).toBe(2);
    expect(data.year).toBe(2025);
    expect(data.daysUntilPhase2).toBe(0);
  });

  it('is 3 from the phase 3 start', async () => {
    expect((await phaseAt('2025-01-27T12:00:00+01:00')).id).toBe(3);
  });
});

describe('phase with a configured campaign', () => {
  it('follows the configured dates', async () => {
    expect((await phaseAt('2025-01-25T12:00:00+01:00', configured)).id).toBe(3);
    expect((await phaseAt('2026-01-10T12:00:00+01:00', configured)).id).toBe(1);
    const during = await phaseAt('2026-01-24T12:00:00+01:00', configured);
    expect(during.id).toBe(2);
    expect(during.lastCountingDay).toBe('25 januari 2026');
    expect(during.campaign).toMatchObject({
      year: 2026,
      name: 'Tuinvogeltelling 2026',
      tag: 'tvt2026',
    });
    expect((await phaseAt('2026-01-26T11:00:00Z', configured)).id).toBe(3);
  });

  it('refuses a source longer than 100 characters with a Dutch message naming the field', async () => {
    const res = await standard.app.inject({
      method: 'GET',
      url: `/api/count/v1/phase?source=${'x'.repeat(101)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'source' });
    expect(res.json<{ message: string }>().message).toMatch(/lang|tekens/i);
  });
});
