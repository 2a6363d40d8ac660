import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const keys = [
  'offset',
  'limit',
  'keyword',
  'primary',
  'lat',
  'lng',
  'size',
  'color',
  'silhouette',
  'beak',
  'source',
  'v',
];
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: -1000, max: 100_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom(
    '',
    '1,2',
    '4,,1',
    'true',
    '%',
    '_',
    "'",
    '\\',
    '52.1',
    '5.1',
    '1e3',
    '0x10',
    ' 1',
  ),
);
const query = fc
  .array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));
const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('koolmees', '1', 'quiz', 'recognitiontips'),
);
const path = fc.oneof(
  fc.constant('/api/bird/v1/birds'),
  fc.constant('/api/bird/v1/wizard/birds'),
  fc.constant('/api/bird/v1/birds/quiz'),
  fc.constant('/cdn/tvtBirds.json'),
  segment.map((s) => `/api/bird/v1/birds/${encodeURIComponent(s)}`),
  segment.map((s) => `/api/bird/v1/birds/recognitiontips/${encodeURIComponent(s)}`),
  fc
    .tuple(segment, segment)
    .map(([a, b]) => `/media/birds/${encodeURIComponent(a)}/${encodeURIComponent(b)}.svg`),
  fc
    .tuple(fc.constantFrom('size', 'beak', 'silhouette', 'x'), segment)
    .map(([k, n]) => `/media/wizard/${k}/${encodeURIComponent(n)}.svg`),
);

describe('no bad query string makes the bird service fail', () => {
  it('answers below 500 with a JSON message for every client error', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, async (p, q) => {
        const res = await t.app.inject({ method: 'GET', url: q ? `${p}?${q}` : p });
        expect(res.statusCode, `${p}?${q}`).toBeLessThan(500);
        if (res.statusCode >= 400)
          expect(typeof res.json<{ message: unknown }>().message).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
