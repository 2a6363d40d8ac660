import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaFiguresResponse, AreaResultsResponse, CountResultResponse } from '@tvt/contract';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const BASE = '/api/count/v1/results';

type Body = ReturnType<typeof validCountBody>;
function countIn(
  code: string,
  municipality: string,
  province: string,
  birds: Record<string, number>,
) {
  const body: Body = validCountBody();
  const entries = Object.entries(birds).map(([id, birdCount]) => [
    id,
    { birdCountSuspicious: false, birdName: id, birdImage: '', birdCount },
  ]);
  return {
    ...body,
    birds: Object.fromEntries(entries) as Body['birds'],
    location: { ...body.location, municipalitycode: code, municipality, province },
  };
}

let t: TestApp;
const submitted: { body: object; tellingUUID: string }[] = [];
async function submit(body: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/count/v1/inzending', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  submitted.push({ body, tellingUUID: res.json<{ tellingUUID: string }>().tellingUUID });
}
async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

beforeAll(async () => {
  t = await createTestApp({ now: () => COUNT_NOW, env: { TOTALS_CACHE_SECONDS: '0' } });
  // Five counts in Utrecht (shown), two in Amsterdam (suppressed), one unrecognised address.
  for (let i = 0; i < 5; i += 1)
    await submit(countIn('0344', 'Utrecht', 'Utrecht', { koolmees: 2 + i, merel: i % 2 }));
  await submit(countIn('0363', 'Amsterdam', 'Noord-Holland', { huismus: 4 }));
  await submit(countIn('0363', 'Amsterdam', 'Noord-Holland', { huismus: 6, koolmees: 1 }));
  await submit(countIn('', '', '', { ekster: 1 }));
});
afterAll(async () => {
  await t?.close();
});

describe('results endpoints', () => {
  it('ranks every species nationally, with shares and averages', async () => {
    const res = await get(BASE);
    expect(res.statusCode).toBe(200);
    const body = res.json<AreaResultsResponse>();
    expect(body.area).toEqual({ level: 'nl', code: 'NL', name: 'Nederland' });
    expect(body.suppressed).toBe(false);
    expect(body.totals).toEqual({
      participants: 8,
      people: 16,
      birds: expect.any(Number),
      species: 4,
    });
    expect(body.species.map((s) => s.birdId)).toEqual(['koolmees', 'huismus', 'merel', 'ekster']);
    expect(body.species[0]!).toMatchObject({ rank: 1, birds: 21, gardens: 6, gardenShare: 6 / 8 });
    expect(body.species[0]!.averagePerGarden).toBeCloseTo(21 / 8);
    expect(body.species[0]!.previous).toBeNull();
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('shows a municipality with 5 counts and its province as parent', async () => {
    const body = (await get(`${BASE}/municipalities/GM0344`)).json<AreaResultsResponse>();
    expect(body.suppressed).toBe(false);
    expect(body.parent).toMatchObject({ level: 'province', code: 'PV26', name: 'Utrecht' });
    expect(body.totals!.participants).toBe(5);
    expect(body.species.map((s) => s.birdId)).toEqual(['koolmees', 'merel']);
  });

  it('suppresses an area with fewer than 5 counts, here and on the map', async () => {
    const body = (await get(`${BASE}/municipalities/GM0363`)).json<AreaResultsResponse>();
    expect(body).toMatchObject({ suppressed: true, totals: null, species: [] });
    const province = (await get(`${BASE}/provinces/PV27`)).json();
    expect(province).toMatchObject({ suppressed: true, totals: null, species: [] });
    const map = (
      await get(`${BASE}/areas?level=municipality&birdId=koolmees`)
    ).json<AreaFiguresResponse>();
    expect(map.data).toHaveLength(342);
    const byCode = new Map(map.data.map((a) => [a.code, a]));
    expect(byCode.get('GM0363')).toMatchObject({ participants: null, gardenShare: null });
    expect(byCode.get('GM0344')).toMatchObject({
      name: 'Utrecht',
      provinceCode: 'PV26',
      participants: 5,
      gardenShare: 1,
    });
    const provinces = (await get(`${BASE}/areas?level=province`)).json<AreaFiguresResponse>();
    expect(provinces.data).toHaveLength(12);
    expect(provinces.data.find((p) => p.code === 'PV26')).toMatchObject({
      participants: 5,
      gardenShare: null,
    });
  });

  it('finds the municipality of a postcode from the address table', async () => {
    expect((await get(`${BASE}/postcode/3511`)).json().data).toEqual({
      municipality: { level: 'municipality', code: 'GM0344', name: 'Utrecht' },
      province: { level: 'province', code: 'PV26', name: 'Utrecht' },
    });
    expect((await get(`${BASE}/postcode/9998`)).json()).toEqual({ data: null });
  });

  it('answers bad parameters with 400 in Dutch, unknown areas with 404', async () => {
    const cases: [string, string][] = [
      [`${BASE}/provinces/27`, "Een provinciecode ziet eruit als 'PV27'."],
      [`${BASE}/municipalities/0363`, "Een gemeentecode ziet eruit als 'GM0363'."],
      [`${BASE}/areas?level=town`, "Het veld 'level' moet 'province' of 'municipality' zijn."],
      [`${BASE}/areas?level=province&birdId=draak`, 'Deze vogel bestaat niet.'],
      [`${BASE}/postcode/012`, 'Een postcode begint met vier cijfers.'],
      [`${BASE}/counts/not-a-uuid`, 'Deze telling bestaat niet.'],
      [`${BASE}?year=twee`, "Het veld 'year' moet een jaartal zijn."],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    expect((await get(`${BASE}/provinces/PV99`)).statusCode).toBe(404);
    expect((await get(`${BASE}/municipalities/GM9999`)).statusCode).toBe(404);
    expect((await get(`${BASE}/counts/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });
});

describe('a count result page', () => {
  it('shows the count beside its municipality and the country, and nothing personal', async () => {
    const { body, tellingUUID } = submitted[0]!;
    const res = await get(`${BASE}/counts/${tellingUUID}`);
    expect(res.statusCode).toBe(200);
    const data = res.json<CountResultResponse>();
    expect(Object.keys(data).sort()).toEqual([
      'birds',
      'countedOn',
      'excluded',
      'municipality',
      'municipalityShown',
      'tellingUUID',
      'totals',
      'year',
    ]);
    expect(data).toMatchObject({
      tellingUUID,
      year: 2025,
      countedOn: '2025-01-25',
      municipality: { code: 'GM0344', name: 'Utrecht' },
      municipalityShown: true,
      excluded: false,
    });
    const koolmees = data.birds.find((b) => b.birdId === 'koolmees')!;
    expect(koolmees.counted).toBe(2);
    expect(koolmees.municipalityAverage).toBeCloseTo((2 + 3 + 4 + 5 + 6) / 5);
    expect(koolmees.nationalAverage).toBeCloseTo(21 / 8);
    for (const b of data.birds)
      expect(Object.keys(b).sort()).toEqual([
        'birdId',
        'counted',
        'image',
        'municipalityAverage',
        'name',
        'nationalAverage',
      ]);
    const personal = body as ReturnType<typeof validCountBody>;
    for (const value of [
      personal.userData.emailAddress,
      personal.userData.firstName,
      personal.userData.lastName,
      personal.userData.phoneNumber,
      personal.location.street,
      personal.location.postalCode,
      personal.location.postalCode.slice(0, 4),
      personal.location.geo,
      personal.remarks,
    ])
      expect(res.body.toLowerCase()).not.toContain(value.toLowerCase());
  });

  it('hides the municipality averages while it has fewer than 5 counts', async () => {
    const data = (
      await get(`${BASE}/counts/${submitted[5]!.tellingUUID}`)
    ).json<CountResultResponse>();
    expect(data.municipality).toMatchObject({ code: 'GM0363' });
    expect(data.municipalityShown).toBe(false);
    expect(data.birds[0]!.municipalityAverage).toBeNull();
    const nowhere = (
      await get(`${BASE}/counts/${submitted[7]!.tellingUUID}`)
    ).json<CountResultResponse>();
    expect(nowhere).toMatchObject({ municipality: null, municipalityShown: false });
  });
});

describe('caching', () => {
  it('answers 304 to a matching ETag', async () => {
    const cached = await createTestApp({
      now: () => COUNT_NOW,
      env: { TOTALS_CACHE_SECONDS: '5' },
    });
    try {
      const first = await cached.app.inject({ method: 'GET', url: `${BASE}/areas?level=province` });
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      expect(first.headers['cache-control']).toBe('public, max-age=5');
      const again = await cached.app.inject({
        method: 'GET',
        url: `${BASE}/areas?level=province`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    } finally {
      await cached.close();
    }
  });
});
