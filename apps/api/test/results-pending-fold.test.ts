import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { validSubmissionRecord } from '../bench/valid-record.ts';
import { buildApp } from '../src/app.ts';
import { createBirdRepository } from '../src/modules/birds/repository.ts';
import { buildCountCatalog } from '../src/modules/count/bird-catalog.ts';
import { createCountRepository } from '../src/modules/count/repository.ts';
import { PENDING_SUMS } from '../src/modules/results/pending-repository.ts';
import { createResultsRepository } from '../src/modules/results/repository.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { onPostgres } from './helpers/test-database.ts';

// Decision 120: stored counts' sums wait in the pending tables until a fold adds them.
const YEAR = 2025;
let t: TestApp;
let results: ReturnType<typeof createResultsRepository>;

beforeAll(async () => {
  t = await createTestApp({ now: () => COUNT_NOW, env: { COUNT_SUBMIT_RATE_LIMIT: '100000' } });
  results = createResultsRepository(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const byKey = <T extends { areaCode: string; birdId?: string }>(rows: T[]) =>
  [...rows].sort((a, b) =>
    `${a.areaCode}|${a.birdId ?? ''}`.localeCompare(`${b.areaCode}|${b.birdId ?? ''}`),
  );

/** The kept aggregates (rows left at zero aside) and the recomputation from the stored counts. */
async function keptAndRecomputed() {
  const areas = (await results.areas(YEAR))
    .filter((a) => a.counts !== 0)
    .map(({ areaCode, counts, people, birds }) => ({ areaCode, counts, people, birds }));
  const species = await results.species(YEAR, {});
  const recomputed = await results.recompute(YEAR);
  return {
    kept: { areas: byKey(areas), species: byKey(species) },
    recomputed: { areas: byKey(recomputed.areas), species: byKey(recomputed.species) },
  };
}

/** Stores counts as an instance does, without folding: one killed right after its insert. */
async function storeWithoutFold(n: number) {
  const catalog = buildCountCatalog(await createBirdRepository(t.database.db).countCatalog());
  const records = Array.from({ length: n }, () => validSubmissionRecord(catalog, YEAR));
  await createCountRepository(t.database.db, PENDING_SUMS).insertMany(records);
}

const submit = (app: TestApp['app'], body: object) =>
  app.inject({ method: 'POST', url: '/api/count/v1/inzending', payload: body });

describe('pending results sums', () => {
  it('an answered count is in the results at once', async () => {
    const before = (await results.area(YEAR, 'NL'))?.counts ?? 0;
    const res = await submit(t.app, validCountBody(randomUUID()));
    expect(res.statusCode, res.body).toBe(200);
    expect((await results.area(YEAR, 'NL'))!.counts).toBe(before + 1);
  });

  it('what a killed instance stored is added by the next fold, once', async () => {
    await results.foldPending();
    const before = (await results.area(YEAR, 'NL'))!.counts;
    await storeWithoutFold(7);
    // Folds at the same time (instances' timers; this app's own may join): each row once.
    await Promise.all([results.foldPending(), results.foldPending(), results.foldPending()]);
    expect(await results.foldPending()).toBe(0);
    expect((await results.area(YEAR, 'NL'))!.counts).toBe(before + 7);
    const { kept, recomputed } = await keptAndRecomputed();
    expect(kept).toEqual(recomputed);
  });

  it('a rebuild takes what is pending into its recomputation, not twice', async () => {
    await storeWithoutFold(3);
    await results.rebuild(YEAR);
    await results.foldPending();
    const { kept, recomputed } = await keptAndRecomputed();
    expect(kept).toEqual(recomputed);
  });

  it.skipIf(!onPostgres)(
    'two instances on one database, concurrent counts and retries: each added once',
    async () => {
      const second = await buildApp({
        config: t.config,
        database: t.database,
        now: () => COUNT_NOW,
      });
      try {
        const bodies = Array.from({ length: 60 }, () => validCountBody(randomUUID()));
        // Each body twice, on both instances at once: the retry must add nothing.
        const answers = await Promise.all(
          bodies.flatMap((body) => [submit(t.app, body), submit(second, body)]),
        );
        expect(answers.every((a) => a.statusCode === 200)).toBe(true);
        const { kept, recomputed } = await keptAndRecomputed();
        expect(kept).toEqual(recomputed);
      } finally {
        await second.close();
      }
    },
  );
});
