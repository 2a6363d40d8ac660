import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COUNT_NOW, type CountBody, validCountBody } from '../bench/count-body.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => COUNT_NOW, env: { COUNT_SUBMIT_RATE_LIMIT: '100000' } });
});
afterAll(async () => {
  await t?.close();
});

async function storedRows(): Promise<number> {
  const result = await t.database.db.execute(sql`
    select ((select count(*) from count_submission) + (select count(*) from count_bird)
      + (select count(*) from count_personal))::int as n`);
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

type Mutation = (body: CountBody) => unknown;
const long = (n: number) => 'a'.repeat(n);

/** [description, mutation, field named in the answer] */
const cases: [string, Mutation, string][] = [
  ['unknown bird id', (b) => ({ ...b, birds: { ...b.birds, dodo: b.birds.merel } }), 'birds.dodo'],
  [
    'count over 999',
    (b) => ({ ...b, birds: { ...b.birds, merel: { ...b.birds.merel, birdCount: 1000 } } }),
    'birds.merel.birdCount',
  ],
  [
    'negative count',
    (b) => ({ ...b, birds: { ...b.birds, merel: { ...b.birds.merel, birdCount: -1 } } }),
    'birds.merel.birdCount',
  ],
  [
    'fractional count',
    (b) => ({ ...b, birds: { ...b.birds, merel: { ...b.birds.merel, birdCount: 1.5 } } }),
    'birds.merel.birdCount',
  ],
  [
    'postcode starting with 0',
    (b) => ({ ...b, location: { ...b.location, postalCode: '0123 AB' } }),
    'location.postalCode',
  ],
  [
    'postcode with SS',
    (b) => ({ ...b, location: { ...b.location, postalCode: '1234 SS' } }),
    'location.postalCode',
  ],
  [
    'house number with letters',
    (b) => ({ ...b, location: { ...b.location, streetNumber: '12a' } }),
    'location.streetNumber',
  ],
  [
    'city over 200',
    (b) => ({ ...b, location: { ...b.location, city: long(201) } }),
    'location.city',
  ],
  ['remarks over 500', (b) => ({ ...b, remarks: long(501) }), 'remarks'],
  [
    'unrecognised remarks over 500',
    (b) => ({ ...b, unrecognizedBirdRemarks: long(501) }),
    'unrecognizedBirdRemarks',
  ],
  [
    'first name over 100',
    (b) => ({ ...b, userData: { ...b.userData, firstName: long(101) } }),
    'userData.firstName',
  ],
  [
    'first name with digits',
    (b) => ({ ...b, userData: { ...b.userData, firstName: 'J4n' } }),
    'userData.firstName',
  ],
  [
    'empty last name',
    (b) => ({ ...b, userData: { ...b.userData, lastName: ' ' } }),
    'userData.lastName',
  ],
  [
    'bad e-mail',
    (b) => ({ ...b, userData: { ...b.userData, emailAddress: 'jan@@example' } }),
    'userData.emailAddress',
  ],
  [
    'bad phone',
    (b) => ({ ...b, userData: { ...b.userData, phoneNumber: '12' } }),
    'userData.phoneNumber',
  ],
  [
    'unknown telplek',
    (b) => ({ ...b, metaData: { ...b.metaData, telplek: 'dak' } }),
    'metaData.telplek',
  ],
  [
    'unknown teller',
    (b) => ({ ...b, metaData: { ...b.metaData, teller: 'expert' } }),
    'metaData.teller',
  ],
  [
    'unknown element',
    (b) => ({ ...b, metaData: { ...b.metaData, elementen: ['zwembad'] } }),
    'metaData.elementen.0',
  ],
  [
    'garden size on a balcony',
    (b) => ({ ...b, metaData: { ...b.metaData, telplek: 'balkon' } }),
    'metaData.groottetuin',
  ],
  ['participants 0', (b) => ({ ...b, participants: 0 }), 'participants'],
  ['participants as text', (b) => ({ ...b, participants: '2' }), 'participants'],
  ['countId not a UUID', (b) => ({ ...b, countId: 'abc' }), 'countId'],
  [
    'countId a v1 UUID',
    (b) => ({ ...b, countId: 'c232ab00-9414-11ec-b3c8-9f6bdeced846' }),
    'countId',
  ],
  ['missing countId', ({ countId: _id, ...b }) => b, 'countId'],
  ['countedon not a time', (b) => ({ ...b, countedon: 'gisteren' }), 'countedon'],
  [
    'countedon outside the count days',
    (b) => ({ ...b, countedon: '2025-01-20T10:15:00.000Z' }),
    'countedon',
  ],
  ['geo not lat,long', (b) => ({ ...b, location: { ...b.location, geo: 'hier' } }), 'location.geo'],
  ['NUL character in remarks', (b) => ({ ...b, remarks: 'a\u0000b' }), 'remarks'],
  ['missing userData', ({ userData: _u, ...b }) => b, 'userData'],
];

describe('POST /api/count/v1/inzending refuses invalid fields', () => {
  it.each(cases)('%s → 400 naming the field, nothing stored', async (_name, mutate, field) => {
    const before = await storedRows();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/count/v1/inzending',
      payload: mutate(validCountBody()) as object,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; field?: string }>();
    expect(body.field).toBe(field);
    expect(body.message.length).toBeGreaterThan(5);
    expect(body.message).not.toMatch(/\b(expected|invalid|required|received)\b/i);
    expect(await storedRows()).toBe(before);
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"telling"'],
    ['broken JSON', '{"countId":'],
  ])('refuses %s as body with a Dutch 400', async (_name, payload) => {
    const before = await storedRows();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/count/v1/inzending',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/[a-z]/);
    expect(await storedRows()).toBe(before);
  });

  it('refuses a body far larger than a count with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/count/v1/inzending',
      payload: { ...validCountBody(), padding: long(100_000) },
    });
    expect(res.statusCode).toBe(413);
  });
});
