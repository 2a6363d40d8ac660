import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAddresses } from '../src/modules/address/import-addresses.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const NOT_RECOGNISED = 'Combinatie postcode en huisnummer wordt niet herkend';
const BASE = '/api/postcode/v1/address';

describe('GET /api/postcode/v1/address/{postalCode}/{streetNumber}', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // Beside the seeded sample: one address with a known floor area.
    await importAddresses(t.database.db, [
      'openbareruimte;huisnummer;huisletter;huisnummertoevoeging;postcode;woonplaats;gemeente;provincie;nummeraanduiding;oppervlakteverblijfsobject;lon;lat\n' +
        'Boulevard;14;;;3707BM;Zeist;Zeist;Utrecht;0355200099990001;132;5.2336;52.0906\n',
    ]);
  });
  afterAll(() => t.close());

  it('answers the spec fields for an address of the shipped sample', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/6512BK/1?source=tuinvogeltelling`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        street: 'Arend Noorduijnstraat',
        city: 'Nijmegen',
        province: 'Gelderland',
        municipality: 'Nijmegen',
        municipalityCode: '0268',
        latitude: 51.84092097,
        longitude: 5.85351525,
        bagNumberDesignationId: '0268200000002093',
        surfaceArea: null,
      },
    });
  });

  it('normalises the postcode as the domain rule does (space, lower case)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/6512%20bk/1` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.street).toBe('Arend Noorduijnstraat');
  });

  it('gives the floor area when the extract has it', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/3707BM/14` });
    expect(response.json().data).toMatchObject({
      street: 'Boulevard',
      city: 'Zeist',
      surfaceArea: 132,
    });
  });

  it.each([
    ['1234AB/1', 'an unknown postcode'],
    ['6512BK/2', 'an unknown number at a known postcode'],
    ['6512BK/100000', 'a number above any BAG number'],
    [`6512BK/1${'0'.repeat(30)}`, 'a number too long to be a BAG number'],
  ])('answers 404 with the exception field for %s (%s)', async (path) => {
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/${path}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ exception: NOT_RECOGNISED, message: NOT_RECOGNISED });
  });

  it('reads a leading-zero number as the number', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/6512BK/01` });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['0512BK/1', 'postalCode'],
    ['1234SA/1', 'postalCode'],
    ['1234SS/1', 'postalCode'],
    ['12345/1', 'postalCode'],
    ['6512BK/1a', 'streetNumber'],
    ['6512BK/-1', 'streetNumber'],
    ['6512BK/%20', 'streetNumber'],
    ['6512BK/1?addition=%3Cscript%3E', 'addition'],
    [`6512BK/1?addition=${'a'.repeat(201)}`, 'addition'],
  ])('refuses %s with a Dutch message on %s', async (path, field) => {
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/${path}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.field).toBe(field);
    expect(body.message).toMatch(/^(Vul|Je|De) /);
  });

  it('refuses a house number longer than a path parameter may be, without a 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/6512BK/${'1'.repeat(201)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json().message).toBeTypeOf('string');
  });

  it.each([
    [undefined, '0344200099000018', 'the plain number'],
    ['A', '0344200099000019', 'letter A'],
    ['b', '0344200099000020', 'letter B in lower case'],
    ['bis', '0344200099000021', 'addition bis'],
    ['a1', '0344200099000022', 'letter A with addition 1, written together'],
    ['A 1', '0344200099000022', 'letter A with addition 1, written with a space'],
    ['Q', '0344200099000018', 'an addition the number does not have: the plain number'],
  ])('Oudegracht 14 with addition %s → %s (%s)', async (addition, id, _case) => {
    const query = addition === undefined ? '' : `?addition=${encodeURIComponent(addition)}`;
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/3511AL/14${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      street: 'Oudegracht',
      city: 'Utrecht',
      bagNumberDesignationId: id,
    });
  });
});

describe('basic auth on the postcode service', () => {
  let t: TestApp;
  const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

  beforeAll(async () => {
    t = await createTestApp({ env: { POSTCODE_BASIC_AUTH: 'tuin:vogel:2025' } });
  });
  afterAll(() => t.close());

  it.each([
    [undefined, 'no header'],
    [basic('tuin:vogel'), 'a wrong password'],
    [basic('tuin:vogel:2025x'), 'a longer password'],
    [basic('Tuin:vogel:2025'), 'a wrong user'],
    ['Bearer abc', 'another scheme'],
    ['Basic !!!', 'garbage'],
  ])('answers 401 with a challenge for %s (%s)', async (authorization, _case) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/6512BK/1`,
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Basic realm=/);
    expect(response.json().message).toMatch(/onjuiste inloggegevens/);
  });

  it('answers with the right credentials', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/6512BK/1`,
      headers: { authorization: basic('tuin:vogel:2025') },
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves the other services open', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/v1/menu-more' });
    expect(response.statusCode).toBe(200);
  });
});
