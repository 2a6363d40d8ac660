import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => COUNT_NOW, env: { COUNT_SUBMIT_RATE_LIMIT: '100000' } });
});
afterAll(async () => {
  await t?.close();
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

/** Every path into the valid body, objects and leaves alike. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object') return [prefix];
  const nested = Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]));
  return prefix.length === 0 ? nested : [prefix, ...nested];
}

const PATHS = pathsOf(validCountBody());

function mutate(path: string[], replacement: unknown, remove: boolean): unknown {
  const body = structuredClone(validCountBody()) as Record<string, unknown>;
  let target = body;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  if (remove) delete target[last];
  else target[last] = replacement;
  return body;
}

async function post(payload: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/count/v1/inzending',
    headers: { 'content-type': 'application/json' },
    payload,
  });
}

function expectClientAnswer(status: number, body: string) {
  expect(status, body).toBeLessThan(500);
  if (status >= 400) expect(JSON.parse(body)).toHaveProperty('message');
}

describe('POST /inzending under fuzzing (fast-check): never a 500', () => {
  it('random JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const res = await post(JSON.stringify(value));
        expectClientAnswer(res.statusCode, res.body);
        expect(res.statusCode).not.toBe(200);
      }),
      { numRuns: RUNS },
    );
  });

  it('valid bodies with one field replaced by random JSON or removed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.oneof(fc.jsonValue(), fc.string({ unit: 'binary' }), fc.integer(), fc.double()),
        fc.boolean(),
        async (path, replacement, remove) => {
          const res = await post(JSON.stringify(mutate(path, replacement, remove)));
          expectClientAnswer(res.statusCode, res.body);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('valid bodies with random text in every free-text field', async () => {
    const texts: string[][] = [
      ['remarks'],
      ['unrecognizedBirdRemarks'],
      ['referralCode'],
      ['location', 'street'],
      ['location', 'city'],
      ['location', 'municipality'],
      ['userData', 'firstName'],
      ['userData', 'lastName'],
      ['userData', 'emailAddress'],
      ['userPhoto', 'photoId'],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...texts),
        fc.string({ unit: 'binary', maxLength: 600 }),
        async (path, text) => {
          const res = await post(JSON.stringify(mutate(path, text, false)));
          expectClientAnswer(res.statusCode, res.body);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
