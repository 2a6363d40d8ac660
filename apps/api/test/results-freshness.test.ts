import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AreaResultsResponse, MIN_COUNTS_PER_AREA } from '@tvt/contract';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { buildApp } from '../src/app.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

/**
 * Issue 32: after a quiet spell, two instances on one database answer with the present, not
 * with the snapshot each took before the spell; a count submitted on one shows in the other's
 * totals and national results at once (the bound is 15 s for totals, 30 s for results).
 */
let clock = COUNT_NOW.getTime();
const now = () => new Date(clock);
let t: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ now, env: { COUNT_SUBMIT_RATE_LIMIT: '1000' } });
  a = t.app;
  b = await buildApp({ config: t.config, database: t.database, now });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

type Totals = { data: { participants: number; birds: number }[] };
const national = async (app: FastifyInstance) =>
  (await app.inject('/api/count/v1/results')).json<AreaResultsResponse>().totals?.participants ?? 0;
const totals = async (app: FastifyInstance) =>
  (await app.inject('/api/count/v1/totals')).json<Totals>().data[0]!.participants;

async function submit(app: FastifyInstance) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/count/v1/inzending',
    payload: validCountBody(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('results after a quiet spell on two instances', { timeout: 60_000 }, () => {
  it('never serve figures older than the bound', async () => {
    // Both instances took their snapshots at start, before any count.
    for (let i = 0; i < MIN_COUNTS_PER_AREA; i++) await submit(a);
    // A quiet spell: the first reads after it get the present, on either instance.
    clock += 20 * 60_000;
    expect(await national(b)).toBe(MIN_COUNTS_PER_AREA);
    const perCount = (await totals(b)) / MIN_COUNTS_PER_AREA;
    expect(perCount).toBeGreaterThan(0);

    clock += 20 * 60_000;
    await submit(a);
    expect(await national(b)).toBe(MIN_COUNTS_PER_AREA + 1);
    expect(await totals(b)).toBe(perCount * (MIN_COUNTS_PER_AREA + 1));

    // Within the TTL an answer may be a few seconds old; past the bound it never is.
    await submit(a);
    clock += 31_000;
    expect(await national(b)).toBe(MIN_COUNTS_PER_AREA + 2);
    expect(await totals(b)).toBe(perCount * (MIN_COUNTS_PER_AREA + 2));
    expect(await national(a)).toBe(MIN_COUNTS_PER_AREA + 2);
  });
});
