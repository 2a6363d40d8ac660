import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRDS, primaryBirds } from '@tvt/content';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

interface ListAnswer {
  data: { data: { id: string; name: string; remoteimage: string }[]; count: number };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/bird/v1/birds?source=tvt${query}` });
  return { status: res.statusCode, body: res.json<ListAnswer>(), headers: res.headers };
}

const ids = (answer: ListAnswer) => answer.data.data.map((b) => b.id);

describe('bird guide list', () => {
  it('answers { data: { data, count } } in pages of 20, alphabetically', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.data.count).toBe(BIRDS.length);
    expect(first.body.data.data).toHaveLength(20);
    expect(Object.keys(first.body.data.data[0]!).sort()).toEqual(['id', 'name', 'remoteimage']);
    const pages = Math.ceil(BIRDS.length / 20);
    const all: string[] = [];
    for (let offset = 0; offset < pages; offset += 1) {
      const page = await list(`&offset=${offset}&limit=20`);
      expect(page.body.data.count).toBe(BIRDS.length);
      all.push(...ids(page.body));
    }
    // The content sorts with Intl.Collator('nl-NL'); the database must agree.
    expect(all).toEqual(BIRDS.map((b) => b.id));
    expect((await list(`&offset=${pages}`)).body.data).toEqual({ data: [], count: BIRDS.length });
  });

  it('honours limit up to 100 and refuses bad paging values', async () => {
    expect((await list('&limit=100')).body.data.data).toHaveLength(100);
    expect((await list('&limit=5&offset=2')).body.data.data.map((b) => b.id)).toEqual(
      BIRDS.slice(10, 15).map((b) => b.id),
    );
    for (const bad of ['&limit=101', '&limit=0', '&offset=-1', '&offset=x', '&limit=2.5']) {
      const res = await list(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body).toHaveProperty('message');
    }
  });

  it.each([
    ['tortel'],
    ['Turkse'],
    ['TURKSE'],
    ['turkse tortel'],
    ['  Turkse   tor '],
    ['Tùrksë'],
    ['TÙRKSË TÓRTEL'],
    ['turkse-tortel'],
  ])('keyword %j finds the Turkse tortel', async (keyword) => {
    const res = await list(`&keyword=${encodeURIComponent(keyword)}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(['turkse-tortel']);
    expect(res.body.data.count).toBe(1);
  });

  it('finds any part of a name, names that start with the keyword first', async () => {
    const mees = ids((await list('&keyword=mees&limit=100')).body);
    expect(mees).toEqual(expect.arrayContaining(['koolmees', 'pimpelmees', 'staartmees']));
    // 'Zwarte mees' has a word that starts with it: before the names that only contain it.
    expect(mees.indexOf('zwarte-mees')).toBeLessThan(mees.indexOf('koolmees'));
    for (const [keyword, bird] of [
      ['duif', 'houtduif'],
      ['meeuw', 'kokmeeuw'],
      ['eend', 'kuifeend'],
      ['ortel', 'turkse-tortel'],
    ] as const) {
      expect(ids((await list(`&keyword=${keyword}&limit=100`)).body), keyword).toContain(bird);
    }
    // Typo matches only when nothing contains the keyword: no spreeuw or meerkoet for 'meeuw'.
    const gulls = ids((await list('&keyword=meeuw&limit=100')).body);
    expect(gulls.every((id) => id.endsWith('meeuw'))).toBe(true);
    expect(ids((await list('&keyword=mees&limit=100')).body)).not.toContain('meerkoet');
    const kool = ids((await list('&keyword=kool')).body);
    expect(kool[0]).toBe('koolmees');
    const grote = ids((await list('&keyword=grote&limit=100')).body);
    const starting = BIRDS.filter((b) => /^grote/i.test(b.name)).map((b) => b.id);
    expect(grote.slice(0, starting.length).sort()).toEqual([...starting].sort());
  });

  it('finds the Vlaamse gaai by its other name and the koolmees by its scientific name', async () => {
    expect(ids((await list('&keyword=vlaamse')).body)).toEqual(['gaai']);
    expect(ids((await list('&keyword=gaai')).body)[0]).toBe('gaai');
    expect(ids((await list('&keyword=Vlaamse%20Gaai')).body)).toEqual(['gaai']);
    expect(ids((await list('&keyword=Parus%20major')).body)).toEqual(['koolmees']);
    expect(ids((await list('&keyword=bosduif')).body)[0]).toBe('houtduif');
  });

  it('matches scientific names only from the start of a word, Dutch names first (issue 35)', async () => {
    const gans = ids((await list('&keyword=gans&limit=100')).body);
    expect(gans).toEqual(expect.arrayContaining(['grauwe-gans', 'nijlgans', 'canadese-gans']));
    expect(gans).not.toContain('grote-zaagbek');
    expect(ids((await list('&keyword=merg')).body)).toEqual(['grote-zaagbek']);
    expect(ids((await list('&keyword=major')).body)).toContain('koolmees');
    expect(ids((await list('&keyword=ajor')).body)).not.toContain('koolmees');
  });

  it.each([
    ['merrel', 'merel'],
    ['koolmes', 'koolmees'],
    ['ekstr', 'ekster'],
    ['roodborstje', 'roodborst'],
    ['Pimpelmes', 'pimpelmees'],
    ['buizert', 'buizerd'],
  ])('forgives the small typo %j (%s)', async (keyword, bird) => {
    expect(ids((await list(`&keyword=${keyword}`)).body)[0]).toBe(bird);
  });

  it('finds nothing for nonsense and reads like wildcards literally', async () => {
    expect((await list('&keyword=xqzw')).body.data.count).toBe(0);
    for (const wild of ['%', '_', '\\', "'"]) {
      const res = await list(`&keyword=${encodeURIComponent(wild)}`);
      expect(res.status, wild).toBe(200);
      expect(res.body.data.count, wild).toBe(0);
    }
  });

  it('lists the primary birds in count order; home asks for 3', async () => {
    const all = await list('&primary=true');
    expect(ids(all.body)).toEqual(primaryBirds().map((b) => b.id));
    expect(all.body.data.count).toBe(primaryBirds().length);
    const home = await list('&primary=true&limit=3');
    expect(ids(home.body)).toEqual(['huismus', 'koolmees', 'merel']);
    expect((await list('&primary=yes')).status).toBe(400);
  });

  it('answers birds near a place in the Netherlands by commonness, refuses other places', async () => {
    const utrecht = await list('&lat=52.0907&lng=5.1214&limit=5');
    expect(utrecht.status).toBe(200);
    const ranked = [...BIRDS].sort((a, b) => a.commonness - b.commonness);
    expect(ids(utrecht.body)).toEqual(ranked.slice(0, 5).map((b) => b.id));
    expect(utrecht.body.data.count).toBe(50);
    const brussels = await list('&lat=50.85&lng=4.35');
    expect(brussels.status).toBe(400);
    expect(brussels.body).toEqual({
      message: 'Deze locatie ligt niet in Nederland.',
      field: 'lat',
    });
    expect((await list('&lat=52.1')).body).toEqual({
      message: "Geef zowel 'lat' als 'lng' op.",
      field: 'lng',
    });
    for (const bad of ['&lat=abc&lng=5', '&lat=52&lng=1e3', '&lat=91&lng=5', '&lat=&lng=5']) {
      expect((await list(bad)).status, bad).toBe(400);
    }
  });
});
