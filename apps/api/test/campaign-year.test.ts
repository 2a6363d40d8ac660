import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AreaResultsResponse,
  PhaseResponse,
  ResultYearsResponse,
  TotalsResponse,
} from '@tvt/contract';
import { countedOn, januaryCampaign } from '@tvt/domain';
import { validCountBody } from '../bench/count-body.ts';
import { seed } from '../src/seed.ts';
import { seedMarkersWith } from '../src/db/seed-marker.ts';
import { createCampaignRepository } from '../src/modules/campaign/repository.ts';
import { demoResults } from '../src/modules/results/demo-results.ts';
import { createResultsRepository } from '../src/modules/results/repository.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
let clock = new Date('2025-01-25T13:00:00+01:00');

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const phase = async () => (await get<PhaseResponse>('/api/count/v1/phase')).data;
const nlCounts = async (year: number) =>
  (await get<AreaResultsResponse>(`/api/count/v1/results?year=${year}`)).totals?.participants ?? 0;

async function submitOn(date: string) {
  const body = { ...validCountBody(), countedon: countedOn({ date, hour: 10, minute: 15 }) };
  const res = await t.app.inject({ method: 'POST', url: '/api/count/v1/inzending', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tellingUUID: string }>().tellingUUID;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { TOTALS_CACHE_SECONDS: '0' } });
  // The campaign before the spec's, with figures of its own (demo-marked), and the one after it.
  const results = createResultsRepository(t.database.db);
  const previous = demoResults(2024);
  await results.replaceYear(2024, previous.areas, previous.species);
  await seed(t.database, {});
  await createCampaignRepository(t.database.db).save({
    ...januaryCampaign(2026),
    links: { signUp: null, socialWall: null, results: null, course: null, donation: null },
    banners: {
      default: { text: null, imageId: null },
      jg: { text: null, imageId: null },
      bs: { text: null, imageId: null },
    },
  });
  // As the office does after a change: every instance forgets what it read.
  await t.app.contentChanged();
});
afterAll(async () => {
  await t?.close();
});

describe('the campaign year', () => {
  it('counts of the weekend enter the results; the server decides, not the app', async () => {
    for (let i = 0; i < 5; i += 1) await submitOn('2025-01-25');
    expect(await nlCounts(2025)).toBe(5);
    expect((await phase()).season).toBe('running');
  });

  it('leaves out a count sent in the run-up of the next campaign', async () => {
    clock = new Date('2025-12-10T12:00:00+01:00');
    const data = await phase();
    expect(data.season).toBe('announced');
    expect(data.lastCampaign?.year).toBe(2025);
    expect(data.nextCampaign?.year).toBe(2026);
    const id = await submitOn('2025-12-10');
    const own = await get<{ excluded: boolean }>(`/api/count/v1/results/counts/${id}`);
    expect(own.excluded).toBe(true);
    expect(await nlCounts(2025)).toBe(5);
    const years = await get<ResultYearsResponse>('/api/count/v1/results/years');
    expect(years.data.some((y) => y.year === 2026)).toBe(false);
  });

  it('keeps showing last year until the new count has results, every year by ?year=', async () => {
    const years = await get<ResultYearsResponse>('/api/count/v1/results/years');
    expect(years.current).toBe(2025);
    expect(years.data.map((y) => [y.year, y.demo])).toEqual([
      [2025, false],
      [2024, false],
    ]);
    const national = await get<AreaResultsResponse>('/api/count/v1/results');
    expect(national.year).toBe(2025);
    expect(national.previousYear).toBe(2024);
    expect(national.species.find((s) => s.birdId === 'koolmees')?.previous).not.toBeNull();
    const older = await get<AreaResultsResponse>('/api/count/v1/results?year=2024');
    expect(older.year).toBe(2024);
    expect(older.totals?.participants).toBeGreaterThan(1000);
    expect(older.totals?.people).toBeGreaterThanOrEqual(older.totals!.participants);
    const province = await get<AreaResultsResponse>(
      '/api/count/v1/results/provinces/PV26?year=2024',
    );
    expect(province.suppressed).toBe(false);
    // Home shows last year's figures during the run-up, not the new campaign's zeros.
    const totals = await get<TotalsResponse>('/api/count/v1/totals');
    expect(totals.data[0]?.participants).toBeGreaterThan(0);
  });

  it('is before when the last count is long over and no next one is known', async () => {
    clock = new Date('2027-10-01T12:00:00+02:00');
    const data = await phase();
    expect(data.id).toBe(3);
    expect(data.season).toBe('before');
    expect(data.lastCampaign?.year).toBe(2026);
    expect(data.nextCampaign).toBeNull();
  });
});

describe('a fresh install', () => {
  it('gets the coming January weekend and two past years of demo results, once', async () => {
    const { database, state, dispose } = await createTestDatabase('migrated');
    try {
      if (state === 'empty') return; // the migrated template is not available here
      await seed(database, { demoFrom: new Date('2026-11-27T12:00:00Z') });
      await seed(database, { demoFrom: new Date('2027-11-27T12:00:00Z') });
      const campaigns = await createCampaignRepository(database.db).listActive();
      expect(campaigns.map((c) => c.year)).toEqual([2025, 2026, 2027]);
      expect(campaigns[2]!.phase2Start.toISOString()).toBe('2027-01-29T07:00:00.000Z');
      const markers = await seedMarkersWith(database.db, 'demo-results:');
      expect(markers.sort()).toEqual(['demo-results:2025', 'demo-results:2026']);
      const years = await createResultsRepository(database.db).nationalRows();
      expect(years.map((y) => y.year)).toEqual([2026, 2025]);
    } finally {
      await dispose();
    }
  });
});
