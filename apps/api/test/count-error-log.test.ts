import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { countError } from '../src/db/schema/index.ts';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const KEY = 'sleutel-voor-de-test';
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => COUNT_NOW,
    logStream,
    env: { LOG_LEVEL: 'debug', COUNT_ERROR_API_KEY: KEY, COUNT_ERROR_RATE_LIMIT: '5' },
  });
});
afterAll(async () => {
  await t?.close();
});

const PERSONAL = [
  'Jan',
  'Jansen',
  'jan.jansen',
  'example.nl',
  '12345678',
  'Oudegracht',
  '3511',
  '52.09',
];

function report() {
  return {
    inztestid: 1_737_795_600,
    countObject: validCountBody(),
    userAgent: 'Mozilla/5.0 (iPhone)',
    functionName: 'submitCount',
    errorMessage: 'Request failed for jan.jansen@example.nl',
    errorStack: 'Error: Request failed\n    at submitCount (count.js:1:1)',
    extra: { status: 502, userData: { firstName: 'Jan' }, note: 'bel 06 12345678' },
  };
}

const post = (payload: object, headers: Record<string, string> = { 'x-api-key': KEY }) =>
  t.app.inject({ method: 'POST', url: '/api/count/v1/inzending/error', headers, payload });

describe('POST /api/count/v1/inzending/error', () => {
  it('refuses a report without the API key, or with a wrong one (401)', async () => {
    const none = await post(report(), {});
    expect(none.statusCode).toBe(401);
    expect(none.json<{ message: string }>().message).toMatch(/sleutel/);
    expect((await post(report(), { 'x-api-key': 'fout' })).statusCode).toBe(401);
  });

  it('stores the report without the personal fields of the count', async () => {
    const res = await post(report());
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(countError)
      .orderBy(desc(countError.id))
      .limit(1);
    expect(row).toMatchObject({ inztestid: 1_737_795_600, functionName: 'submitCount' });
    expect(row!.countObject).toMatchObject({
      inztestid: 1_737_795_600,
      metaData: { telplek: 'tuin' },
      birds: { merel: { birdCount: 2 } },
    });
    expect(row!.countObject).not.toHaveProperty('userData');
    expect(row!.countObject).not.toHaveProperty('location');
    expect(row!.countObject).not.toHaveProperty('remarks');
    expect(row!.extra).toEqual({ status: 502, note: 'bel [nummer]' });
    expect(row!.errorMessage).toBe('Request failed for [e-mail]');
    const stored = JSON.stringify(row);
    for (const personal of PERSONAL) expect(stored).not.toContain(personal);
  });

  it('refuses an over-long field and an oversized body', async () => {
    const long = await post({ ...report(), errorMessage: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'errorMessage' });
    const huge = await post({ ...report(), extra: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('rate-limits reports per address', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await post(report())).statusCode);
    expect(answers).toContain(429);
  });
});

describe('logging', () => {
  it('logs no personal data from submissions or reports', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/count/v1/inzending',
      payload: validCountBody(),
    });
    expect(res.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/count/v1/inzending',
      payload: { ...validCountBody(), remarks: 'x'.repeat(501) },
    });
    const log = lines.join('');
    expect(log).toContain('/api/count/v1/inzending');
    for (const personal of PERSONAL) expect(log).not.toContain(personal);
  });
});
