import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRDS, type Bird } from '@tvt/content';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

interface WizardAnswer {
  data: {
    count: number;
    birds: { id: string; name: string; drawingmale: string; drawingfemale: string }[];
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function wizard(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/bird/v1/wizard/birds?source=tvt${query}`,
  });
  return { status: res.statusCode, body: res.json<WizardAnswer>() };
}

/** The documented matching, written out on the content data: the reference the SQL must equal. */
function expected(match: (b: Bird) => boolean): string[] {
  return BIRDS.filter(match)
    .sort((a, b) => a.commonness - b.commonness)
    .map((b) => b.id);
}
const ids = (answer: WizardAnswer) => answer.data.birds.map((b) => b.id);

describe('determination wizard', () => {
  it('without a filter ranks every species by commonness', async () => {
    const res = await wizard('');
    expect(res.body.data.count).toBe(BIRDS.length);
    expect(ids(res.body)).toEqual(expected(() => true).slice(0, 20));
    expect(ids((await wizard('&offset=1&limit=5')).body)).toEqual(
      expected(() => true).slice(5, 10),
    );
  });

  it.each([1, 2, 3, 4])('size %i matches the size class exactly', async (size) => {
    const res = await wizard(`&size=${size}&limit=100`);
    expect(ids(res.body)).toEqual(expected((b) => b.sizeClass === size));
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9])('silhouette %i and beak %i match exactly', async (n) => {
    const silhouette = await wizard(`&silhouette=${n}&limit=100`);
    expect(ids(silhouette.body)).toEqual(expected((b) => b.silhouette === n));
    const beak = await wizard(`&beak=${n}&limit=100`);
    expect(ids(beak.body)).toEqual(expected((b) => b.beak === n));
  });

  it('colours: the species shows every chosen colour', async () => {
    const res = await wizard('&color=4,1&limit=100');
    expect(ids(res.body)).toEqual(expected((b) => b.colours.includes(4) && b.colours.includes(1)));
    expect(ids((await wizard('&color=1,4,4&limit=100')).body)).toEqual(ids(res.body));
    expect(ids((await wizard('&color=1&color=4&limit=100')).body)).toEqual(ids(res.body));
  });

  it('size 1 + yellow + black puts the koolmees first', async () => {
    const res = await wizard('&size=1&color=4,1');
    expect(res.body.data.birds[0]?.id).toBe('koolmees');
    expect(res.body.data.count).toBe(
      expected((b) => b.sizeClass === 1 && ([4, 1] as const).every((c) => b.colours.includes(c)))
        .length,
    );
  });

  it('silhouette 1 gives ducks and geese, beak 5 finches and sparrows', async () => {
    const ducks = (await wizard('&silhouette=1&limit=100')).body.data.birds;
    const families = new Set(ducks.map((b) => BIRDS.find((x) => x.id === b.id)!.family));
    // The data reads 'eend of gans' as the swimming shape: coots, grebes and cormorants too.
    expect([...families].sort()).toEqual([
      'Anatidae',
      'Phalacrocoracidae',
      'Podicipedidae',
      'Rallidae',
    ]);
    const anatidae = BIRDS.filter((b) => b.family === 'Anatidae').map((b) => b.id);
    expect(ducks.map((b) => b.id)).toEqual(expect.arrayContaining(anatidae));
    expect(ducks[0]?.id).toBe('wilde-eend');
    const beaks = ids((await wizard('&beak=5&limit=100')).body);
    expect(beaks.slice(0, 2)).toEqual(['huismus', 'vink']);
    expect(beaks).toEqual(expect.arrayContaining(['groenling', 'putter', 'keep', 'appelvink']));
  });

  it('combines all four filters', async () => {
    const res = await wizard('&size=1&color=6&silhouette=4&beak=5');
    expect(ids(res.body)).toEqual(
      expected(
        (b) => b.sizeClass === 1 && b.colours.includes(6) && b.silhouette === 4 && b.beak === 5,
      ),
    );
    expect(res.body.data.count).toBeGreaterThan(0);
    const none = await wizard('&size=4&color=4&beak=5');
    expect(none.body.data).toEqual({ count: 0, birds: [] });
  });

  it('gives male and female drawings, each falling back to the default', async () => {
    const birds = (await wizard('&limit=100')).body.data.birds;
    const vink = birds.find((b) => b.id === 'vink')!;
    expect(vink.drawingmale).toMatch(/^\/media\/birds\/vink\/man\.svg\?v=/);
    expect(vink.drawingfemale).toMatch(/^\/media\/birds\/vink\/vrouw\.svg\?v=/);
    const roodborst = birds.find((b) => b.id === 'roodborst')!;
    expect(roodborst.drawingmale).toMatch(/^\/media\/birds\/roodborst\/default\.svg\?v=/);
    expect(roodborst.drawingfemale).toBe(roodborst.drawingmale);
  });

  it.each([
    ['&size=0', 'size'],
    ['&size=5', 'size'],
    ['&size=1&size=2', 'size'],
    ['&color=10', 'color'],
    ['&color=4,x', 'color'],
    ['&silhouette=abc', 'silhouette'],
    ['&beak=-1', 'beak'],
    ['&beak=1.5', 'beak'],
  ])('refuses %s with the domain message', async (query, field) => {
    const res = await wizard(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: expect.stringMatching(
        /^Ongeldige .* kies een waarde van 1 tot en met \d\.$/,
      ) as string,
      field,
    });
  });
});
