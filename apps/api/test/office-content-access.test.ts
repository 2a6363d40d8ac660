import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { type OfficePeople, fileForm, officePeople, png } from './office-content-fixtures.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
let people: OfficePeople;
beforeAll(async () => {
  t = await createTestApp();
  people = await officePeople(t);
});
afterAll(() => t?.close());

const tip = { name: 'nieuwe-tip', title: 'Nieuw', text: 'Kijk goed.', birdId: 'merel' };
const bird = {
  name: 'Merel',
  scientificName: 'Turdus merula',
  englishName: 'Blackbird',
  family: 'Turdidae',
  lengthCm: 25,
  otherNames: [],
  habitatNote: null,
  commonness: 3,
  alsoSizes: [],
  alsoSilhouettes: [],
  alsoBeaks: [],
  tip: 'Zwart',
  primary: true,
  thresholdvalue: 30,
  similar: [],
  sizeClass: 2,
  colours: [1],
  silhouette: 5,
  beak: 1,
};

/** Every content and bird office endpoint, with a body that would be accepted. */
const endpoints: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: object;
  file?: true;
}[] = [
  { method: 'GET', url: '/api/office/v1/content/tips' },
  { method: 'POST', url: '/api/office/v1/content/tips', body: tip },
  { method: 'PUT', url: '/api/office/v1/content/tips/1', body: tip },
  { method: 'DELETE', url: '/api/office/v1/content/tips/1' },
  { method: 'POST', url: '/api/office/v1/content/tips/1/image', file: true },
  { method: 'DELETE', url: '/api/office/v1/content/tips/1/image' },
  { method: 'POST', url: '/api/office/v1/content/images', file: true },
  { method: 'GET', url: '/api/office/v1/content/texts/over-deze-app' },
  {
    method: 'PUT',
    url: '/api/office/v1/content/texts/over-deze-app',
    body: { content: '<p>x</p>' },
  },
  { method: 'PUT', url: '/api/office/v1/content/faq', body: { intro: '', entries: [] } },
  { method: 'POST', url: '/api/office/v1/content/preview', body: { content: '<p>x</p>' } },
  { method: 'GET', url: '/api/office/v1/content/tour' },
  { method: 'PUT', url: '/api/office/v1/content/tour', body: { pages: [] } },
  { method: 'GET', url: '/api/office/v1/content/menu' },
  { method: 'PUT', url: '/api/office/v1/content/menu', body: { items: [] } },
  { method: 'GET', url: '/api/office/v1/birds' },
  { method: 'GET', url: '/api/office/v1/birds/merel' },
  { method: 'PUT', url: '/api/office/v1/birds/merel', body: bird },
  { method: 'POST', url: '/api/office/v1/birds/merel/media/drawing', file: true },
  { method: 'DELETE', url: '/api/office/v1/birds/merel/media/sound' },
  {
    method: 'PUT',
    url: '/api/office/v1/birds/merel/media/sound/credit',
    body: { maker: 'Jan', licence: 'cc0-1.0' },
  },
];

async function call(endpoint: (typeof endpoints)[number], headers: Record<string, string>) {
  const credit = { maker: 'Jan Jansen', licence: 'cc-by-4.0' };
  const form = endpoint.file ? await fileForm(await png(), 'image/png', credit) : undefined;
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.url,
    headers: { ...headers, ...form?.headers },
    ...(form ? { payload: form.payload } : endpoint.body ? { payload: endpoint.body } : {}),
  });
}

describe('content and bird office: who may call it', () => {
  it('answers 401 anonymously and 403 to a plain account and a moderator, in Dutch, and changes nothing', async () => {
    const auditBefore = await t.database.db.select().from(auditLog);
    const tipsBefore = (await t.app.inject({ url: '/api/bird/v1/birds/recognitiontips' })).body;
    for (const endpoint of endpoints) {
      const anonymous = await call(endpoint, {});
      expect(anonymous.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({
        message: 'Log in om de beheeromgeving te gebruiken.',
      });
      for (const who of [people.plain, people.moderator]) {
        const refused = await call(endpoint, who.headers);
        expect(refused.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
        expect(refused.json()).toMatchObject({
          message: 'Je hebt geen toegang tot dit deel van de beheeromgeving.',
        });
      }
    }
    expect(await t.database.db.select().from(auditLog)).toEqual(auditBefore);
    expect((await t.app.inject({ url: '/api/bird/v1/birds/recognitiontips' })).body).toBe(
      tipsBefore,
    );
  });

  it('lets an editor and an admin read every area', async () => {
    for (const who of [people.editor, people.admin]) {
      for (const endpoint of endpoints.filter((e) => e.method === 'GET')) {
        const answer = await call(endpoint, who.headers);
        expect(answer.statusCode, endpoint.url).toBe(200);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
  });
});
