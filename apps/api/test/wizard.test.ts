import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRDS } from '@tvt/content';
import { type ParsedWizardFilter, rankWizardBirds } from '@tvt/domain';
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

/** The documented rule (the domain's ranking) on the content data: what the database must give. */
function expected(filter: ParsedWizardFilter): string[] {
  return rankWizardBirds(BIRDS, filter).map((b) => b.id);
}
const ids = (answer: WizardAnswer) => answer.data.birds.map((b) => b.id);

describe('determination wizard', () => {
  it('without a filter ranks every species by commonness', async () => {
    const res = await wizard('');
    expect(res.body.data.count).toBe(BIRDS.length);
    const byCommonness = [...BIRDS].sort((a, b) => a.commonness - b.commonness).map((b) => b.id);
    expect(ids(res.body)).toEqual(byCommonness.slice(0, 20));
    expect(ids((await wizard('&offset=1&limit=5')).body)).toEqual(byCommonness.slice(5, 10));
  });

  it.each([1, 2, 3, 4])(
    'size %i lists the species of that size (or judged so) first, then one class off',
    async (size) => {
      const res = await wizard(`&size=${size}&limit=100`);
      expect(ids(res.body)).toEqual(expected({ size }));
      const sizes: (readonly number[])[] = ids(res.body).map(
        (id) => BIRDS.find((b) => b.id === id)?.sizes ?? [],
      );
      const exact = sizes.filter((s) => s.includes(size)).length;
      expect(exact).toBeGreaterThan(0);
      sizes.forEach((s, i) => {
        if (i < exact) expect(s).toContain(size);
        else expect(s.some((c) => Math.abs(c - size) === 1)).toBe(true);
      });
    },
  );

  it('ranks by fit to all answers instead of requiring each', async () => {
    const query = '&size=1&color=5,9&silhouette=4&beak=3';
    const res = await wizard(`${query}&limit=100`);
    const filter = { size: 1, color: [5, 9], silhouette: 4, beak: 3 };
    expect(ids(res.body)).toEqual(expected(filter));
    expect(res.body.data.count).toBe(expected(filter).length);
    expect(ids(res.body)[0]).toBe('roodborst');
    const page2 = await wizard(`${query}&offset=1&limit=3`);
    expect(ids(page2.body)).toEqual(expected(filter).slice(3, 6));
    expect(page2.body.data.count).toBe(expected(filter).length);
  });

  it.each([
    ['roodborst', '&size=1&color=6,9&silhouette=4&beak=3', 'a red robin'],
    ['merel', '&size=2&color=1,4&silhouette=5&beak=2', 'a yellow blackbird bill'],
    ['staartmees', '&size=1&color=2,1,6&silhouette=6&beak=3', "a 'lang' long-tailed tit"],
    ['zwarte-kraai', '&size=3&color=1&silhouette=9&beak=6', "an 'overig' crow"],
    ['kokmeeuw', '&size=3&color=2,3,1&silhouette=3&beak=2', 'black gull wingtips'],
    ['turkse-tortel', '&size=2&color=9,3,1&silhouette=9&beak=3', 'a blackbird-sized dove'],
  ])('finds the %s with %s (%s) in the top 5', async (bird, query) => {
    expect(ids((await wizard(query)).body).slice(0, 5)).toContain(bird);
  });

  it('repeated colours count once, as one list or repeated keys', async () => {
    const res = await wizard('&color=4,1&limit=100');
    expect(ids(res.body)).toEqual(expected({ color: [4, 1] }));
    expect(ids((await wizard('&color=4,1,4&limit=100')).body)).toEqual(ids(res.body));
    expect(ids((await wizard('&color=4&color=1&limit=100')).body)).toEqual(ids(res.body));
  });

  it('size 1 + yellow + black puts the koolmees first', async () => {
    const res = await wizard('&size=1&color=4,1');
    expect(res.body.data.birds[0]?.id).toBe('koolmees');
  });

  it('answers count 0 and no birds when nothing fits well', async () => {
    const none = await wizard('&size=4&color=4,8&silhouette=8&beak=5');
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
