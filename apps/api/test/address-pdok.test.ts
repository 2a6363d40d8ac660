import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

/** Documents in the shape of the reference (PDOK Locatieserver v3_1 `free`, reference file). */
const arend = {
  bron: 'BAG',
  type: 'adres',
  id: 'adr-1375ee8faced111853e0b4796d8463a4',
  weergavenaam: 'Arend Noorduijnstraat 1, 6512BK Nijmegen',
  straatnaam: 'Arend Noorduijnstraat',
  huisnummer: 1,
  huis_nlt: '1',
  postcode: '6512BK',
  woonplaatsnaam: 'Nijmegen',
  woonplaatscode: '3030',
  gemeentenaam: 'Nijmegen',
  gemeentecode: '0268',
  provincienaam: 'Gelderland',
  provinciecode: 'PV25',
  provincieafkorting: 'GD',
  nummeraanduiding_id: '0268200000002093',
  adresseerbaarobject_id: '0268010000002314',
  centroide_ll: 'POINT(5.85351525 51.84092097)',
  centroide_rd: 'POINT(187136.056 428140.256)',
  score: 1.0568129,
};
const variant = (letter: string | undefined, addition: string | undefined, id: string) => ({
  ...arend,
  huisnummer: 14,
  ...(letter ? { huisletter: letter } : {}),
  ...(addition ? { huisnummertoevoeging: addition } : {}),
  nummeraanduiding_id: id,
  centroide_ll: 'POINT(5.8536 51.8410)',
});

type Behaviour = 'answer' | 'hang' | 'garbage' | 'error';

describe("PDOK Locatieserver adapter (against a local server in PDOK's shape)", () => {
  let pdok: Server;
  let t: TestApp;
  let behaviour: Behaviour = 'answer';
  const seen: URL[] = [];

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://pdok.test');
    seen.push(url);
    if (behaviour === 'hang') return; // never answers: the adapter must give up
    if (behaviour === 'error') return response.writeHead(502).end('Bad gateway');
    if (behaviour === 'garbage')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
    const fq = url.searchParams.getAll('fq');
    let docs: unknown[] = [];
    if (fq.includes('postcode:6512BK') && fq.includes('huisnummer:1')) docs = [arend];
    if (fq.includes('postcode:6512BK') && fq.includes('huisnummer:14')) {
      docs = [
        variant('b', undefined, '0268200000099002'),
        variant(undefined, undefined, '0268200000099000'),
        variant('A', '2', '0268200000099001'),
      ];
    }
    const body = {
      response: { numFound: docs.length, start: 0, maxScore: 1.05, numFoundExact: true, docs },
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  beforeAll(async () => {
    pdok = createServer(answer);
    await new Promise<void>((resolve) => pdok.listen(0, '127.0.0.1', resolve));
    const { port } = pdok.address() as AddressInfo;
    t = await createTestApp({
      env: { PDOK_URL: `http://127.0.0.1:${port}/bzk/locatieserver/search/v3_1/` },
      tune: (config) => {
        config.address.pdokTimeoutMs = 300;
      },
    });
  });
  afterAll(async () => {
    await t.close();
    pdok.closeAllConnections();
    await new Promise((resolve) => pdok.close(resolve));
  });
  beforeEach(() => {
    behaviour = 'answer';
    seen.length = 0;
  });

  const get = (path: string) =>
    t.app.inject({ method: 'GET', url: `/api/postcode/v1/address/${path}` });

  it('asks the free endpoint with the fq filters of the reference and maps the document', async () => {
    const response = await get('6512%20bk/1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      street: 'Arend Noorduijnstraat',
      city: 'Nijmegen',
      province: 'Gelderland',
      municipality: 'Nijmegen',
      municipalityCode: '0268',
      latitude: 51.84092097,
      longitude: 5.85351525,
      bagNumberDesignationId: '0268200000002093',
      surfaceArea: null,
    });
    expect(seen).toHaveLength(1);
    const url = seen[0]!;
    expect(url.pathname).toBe('/bzk/locatieserver/search/v3_1/free');
    expect(url.searchParams.getAll('fq')).toEqual([
      'postcode:6512BK',
      'huisnummer:1',
      'type:adres',
    ]);
    expect(url.searchParams.get('fl')?.split(',')).toEqual(
      expect.arrayContaining([
        'huisletter',
        'huisnummertoevoeging',
        'centroide_ll',
        'gemeentecode',
        'nummeraanduiding_id',
      ]),
    );
  });

  it.each([
    [undefined, '0268200000099000'],
    ['b', '0268200000099002'],
    ['A2', '0268200000099001'],
    ['a 2', '0268200000099001'],
  ])('matches addition %s against huisletter/huisnummertoevoeging → %s', async (addition, id) => {
    const query = addition === undefined ? '' : `?addition=${encodeURIComponent(addition)}`;
    const response = await get(`6512BK/14${query}`);
    expect(response.json().data.bagNumberDesignationId).toBe(id);
  });

  it('treats numFound 0 as not recognised', async () => {
    const response = await get('1234AB/5');
    expect(response.statusCode).toBe(404);
    expect(response.json().exception).toBe('Combinatie postcode en huisnummer wordt niet herkend');
  });

  it('does not ask PDOK for input the domain rules refuse', async () => {
    const response = await get('1234SD/5');
    expect(response.statusCode).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it.each<[Behaviour, string]>([
    ['hang', 'no answer within the timeout'],
    ['error', 'an HTTP error'],
    ['garbage', 'an answer that is not JSON'],
  ])('answers 503 with a Dutch message on %s (%s), never a 500', async (mode) => {
    behaviour = mode;
    const started = Date.now();
    const response = await get('6512BK/1');
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/kan nu niet worden opgezocht/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
