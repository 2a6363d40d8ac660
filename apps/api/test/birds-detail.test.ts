import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BIRDS, TIPS } from '@tvt/content';
import { UNRECOGNISED_BIRD } from '@tvt/domain';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

interface Detail {
  data: {
    id: string;
    name: string;
    image: string;
    drawing: string;
    tip: string;
    sounds: { file: string }[];
    drawings: { image: string; form: string; plumage: string }[];
    video: string | null;
    similarto: { id: string; name: string; image: string }[];
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('bird detail', () => {
  it('answers every field of spec 3 "Bird detail"', async () => {
    const res = await get('/api/bird/v1/birds/koolmees?source=tvt');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<Detail>();
    const source = BIRDS.find((b) => b.id === 'koolmees')!;
    expect(Object.keys(data).sort()).toEqual(
      [
        'credits',
        'drawing',
        'drawings',
        'habitatNote',
        'id',
        'image',
        'name',
        'scientificName',
        'similarto',
        'sounds',
        'tip',
        'video',
        'videoplaylist',
        'videothumb',
      ].sort(),
    );
    expect(data).toMatchObject({
      id: 'koolmees',
      name: 'Koolmees',
      tip: source.tip,
      scientificName: 'Parus major',
      habitatNote: null,
      sounds: [],
      video: null,
      // The default drawing is the project's own: no credit (decision 117).
      credits: { drawing: null, sound: null, video: null },
    });
    expect(data.image).toMatch(/^\/media\/birds\/koolmees\/default\.svg\?v=[\w-]+$/);
    expect(data.drawings.map((d) => d.form)).toEqual(['man', 'vrouw', 'juveniel']);
    expect(data.drawings[0]!.image).toMatch(/^\/media\/birds\/koolmees\/man\.svg\?v=/);
    expect(data.similarto.map((s) => s.id)).toEqual([...source.similar]);
    expect(data.similarto[0]).toMatchObject({ id: 'pimpelmees', name: 'Pimpelmees' });
    for (const url of [
      data.image,
      ...data.drawings.map((d) => d.image),
      ...data.similarto.map((s) => s.image),
    ]) {
      const image = await get(url);
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('titles plumages and serves a sound once the organisation adds one', async () => {
    await t.database.db.execute(
      sql`update bird set sound = '/media/sounds/merel.mp3' where id = 'merel'`,
    );
    const { data } = (await get('/api/bird/v1/birds/merel')).json<Detail>();
    expect(data.sounds).toEqual([{ file: '/media/sounds/merel.mp3' }]);
    const winter = (await get('/api/bird/v1/birds/kokmeeuw')).json<Detail>().data.drawings;
    expect(winter.some((d) => d.plumage === 'winterkleed')).toBe(true);
  });

  it.each(['onbekend', 'Koolmees', 'koolmees%20', '%C3%A9', 'a'.repeat(90)])(
    'answers 404 Vogel niet gevonden for %j',
    async (id) => {
      const res = await get(`/api/bird/v1/birds/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Vogel niet gevonden' });
    },
  );
});

describe('bird detail: scientific name and habitat note (issue 13)', () => {
  it('answers the habitat note the data has', async () => {
    const res = await get('/api/bird/v1/birds/kuifmees?source=tvt');
    expect(res.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      scientificName: 'Lophophanes cristatus',
      habitatNote: 'In tuinen en parken bij naaldbos, vooral op de zandgronden.',
    });
  });

  it('names the jay Vlaamse gaai', async () => {
    const res = await get('/api/bird/v1/birds/gaai?source=tvt');
    expect(res.json<{ data: { name: string } }>().data.name).toBe('Vlaamse gaai');
  });
});

describe('recognition tips', () => {
  it('lists the tips with a drawing of their bird', async () => {
    const res = await get('/api/bird/v1/birds/recognitiontips?source=tvt');
    const { data } = res.json<{
      data: { id: number; title: string; image: string; name: string; text: string }[];
    }>();
    expect(data.map((tip) => tip.id)).toEqual(TIPS.map((tip) => tip.id));
    expect(data[0]).toEqual({
      id: TIPS[0]!.id,
      title: TIPS[0]!.title,
      text: TIPS[0]!.text,
      name: TIPS[0]!.name,
      image: expect.stringMatching(
        new RegExp(`^/media/birds/${TIPS[0]!.image}/default\\.svg\\?v=`),
      ) as string,
    });
    const one = await get(`/api/bird/v1/birds/recognitiontips/${TIPS[1]!.id}`);
    expect(one.json<{ data: { title: string } }>().data.title).toBe(TIPS[1]!.title);
  });

  it.each(['999', '0', 'abc', '-1', '1.5'])('answers 404 for tip %j', async (id) => {
    const res = await get(`/api/bird/v1/birds/recognitiontips/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Er is helaas geen tip gevonden' });
  });
});

describe('/cdn/tvtBirds.json', () => {
  it('lists the count birds, main grid first, Niet herkend last, with short public caching', async () => {
    const res = await get('/cdn/tvtBirds.json?v=123');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=60');
    const { data } = res.json<{
      data: { id: string; tvtbirdid: number; primary: boolean; image: string }[];
    }>();
    expect(data).toHaveLength(BIRDS.length + 1);
    expect(data.at(-1)).toEqual({ ...UNRECOGNISED_BIRD });
    expect(data.at(-1)).toMatchObject({ tvtbirdid: 97, thresholdvalue: 999, name: 'Niet herkend' });
    const primary = BIRDS.filter((b) => b.primary).sort(
      (a, b) => a.primaryOrder! - b.primaryOrder!,
    );
    expect(data.slice(0, primary.length).map((b) => b.id)).toEqual(primary.map((b) => b.id));
    expect(data[0]).toMatchObject({
      id: 'huismus',
      primary: true,
      thresholdvalue: primary[0]!.thresholdvalue,
    });
    expect(data.slice(0, -1).every((b) => b.image.startsWith(`/media/birds/${b.id}/`))).toBe(true);
  });
});
