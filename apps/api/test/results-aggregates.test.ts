import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { createResultsRepository } from '../src/modules/results/repository.ts';
import { createResultsService } from '../src/modules/results/service.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const YEAR = 2025;
/** A few areas, one unrecognised code and one with a code outside the 2026 list. */
const PLACES = [
  { municipalitycode: '0344', municipality: 'Utrecht', province: 'Utrecht' },
  { municipalitycode: '0363', municipality: 'Amsterdam', province: 'Noord-Holland' },
  { municipalitycode: '0310', municipality: 'De Bilt', province: 'Utrecht' },
  { municipalitycode: '9999', municipality: 'Nergens', province: 'Friesland' },
  { municipalitycode: '', municipality: '', province: '' },
];
const BIRDS = ['koolmees', 'merel', 'huismus', 'pimpelmees', '97'];

let t: TestApp;
let repository: ReturnType<typeof createResultsRepository>;
let service: ReturnType<typeof createResultsService>;
beforeAll(async () => {
  t = await createTestApp({
    now: () => COUNT_NOW,
    env: { COUNT_SUBMIT_RATE_LIMIT: '100000', TOTALS_CACHE_SECONDS: '0' },
  });
  repository = createResultsRepository(t.database.db);
  service = createResultsService({
    repository,
    campaign: () => Promise.reject(new Error('unused')),
    imageOf: () => '',
    ttlSeconds: 0,
    maxAgeSeconds: 0,
    now: Date.now,
  });
});
afterAll(async () => {
  await t?.close();
});

const countArb = fc.record({
  place: fc.integer({ min: 0, max: PLACES.length - 1 }),
  participants: fc.integer({ min: 1, max: 4 }),
  birds: fc.dictionary(fc.constantFrom(...BIRDS), fc.integer({ min: 0, max: 30 }), {
    minKeys: 1,
  }),
});
const actionArb = fc.oneof(
  fc.record({
    kind: fc.constant('submit' as const),
    counts: fc.array(countArb, { minLength: 1, maxLength: 6 }),
  }),
  fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('exclude' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('include' as const), pick: fc.nat() }),
);

interface DrawnCount {
  place: number;
  participants: number;
  birds: Record<string, number>;
}

function bodyOf(count: DrawnCount) {
  const body = validCountBody(randomUUID());
  const birds = Object.fromEntries(
    Object.entries(count.birds).map(([id, birdCount]) => [
      id,
      { birdCountSuspicious: false, birdName: id, birdImage: '', birdCount },
    ]),
  );
  return {
    ...body,
    participants: count.participants,
    birds,
    location: { ...body.location, ...PLACES[count.place]! },
  };
}

async function post(body: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/count/v1/inzending', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tellingUUID: string }>().tellingUUID;
}

async function stored() {
  const areas = (await repository.areas(YEAR))
    .filter((a) => a.counts !== 0 || a.people !== 0 || a.birds !== 0)
    .map(({ areaCode, counts, people, birds }) => ({ areaCode, counts, people, birds }))
    .sort((a, b) => a.areaCode.localeCompare(b.areaCode));
  const species = (await repository.species(YEAR, {})).sort((a, b) =>
    `${a.areaCode}|${a.birdId}`.localeCompare(`${b.areaCode}|${b.birdId}`),
  );
  return { areas, species };
}

async function recomputed() {
  const { areas, species } = await repository.recompute(YEAR);
  return {
    areas: areas.sort((a, b) => a.areaCode.localeCompare(b.areaCode)),
    species: species.sort((a, b) =>
      `${a.areaCode}|${a.birdId}`.localeCompare(`${b.areaCode}|${b.birdId}`),
    ),
  };
}

describe('results aggregates (property-based)', () => {
  it('equal a full recomputation after submissions, retries, exclusions and inclusions', async () => {
    const sent: { body: object; tellingUUID: string }[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 8 }), async (actions) => {
        for (const action of actions) {
          if (action.kind === 'submit') {
            // Sent together, so the group commit writes them in one statement, with a retry
            // of the first among them when there is an earlier count to retry.
            const bodies = action.counts.map(bodyOf);
            const retry = sent[0];
            const ids = await Promise.all([...bodies, ...(retry ? [retry.body] : [])].map(post));
            bodies.forEach((body, i) => sent.push({ body, tellingUUID: ids[i]! }));
            if (retry) expect(ids.at(-1)).toBe(retry.tellingUUID);
          } else if (sent.length > 0) {
            const target = sent[action.pick % sent.length]!;
            if (action.kind === 'retry') expect(await post(target.body)).toBe(target.tellingUUID);
            else
              await service.setExcluded(target.tellingUUID, action.kind === 'exclude', {
                reason: 'eigenschapstest',
                actor: 'test',
              });
          }
        }
        expect(await stored()).toEqual(await recomputed());
      }),
      { numRuns: RUNS },
    );
    expect(sent.length).toBeGreaterThan(0);
  });

  it('records who excluded a count and why, once per change', async () => {
    const id = await post(bodyOf({ place: 0, participants: 1, birds: { merel: 2 } }));
    expect(await service.setExcluded(id, true, { reason: 'dubbel', actor: 'kantoor' })).toBe(
      'changed',
    );
    expect(await service.setExcluded(id, true, { reason: 'dubbel', actor: 'kantoor' })).toBe(
      'unchanged',
    );
    expect(await service.setExcluded(id, false, { reason: 'toch goed', actor: 'kantoor' })).toBe(
      'changed',
    );
    expect(
      (await repository.exclusionEvents(id)).map((e) => [e.excluded, e.reason, e.actor]),
    ).toEqual([
      [true, 'dubbel', 'kantoor'],
      [false, 'toch goed', 'kantoor'],
    ]);
    await expect(
      service.setExcluded(randomUUID(), true, { reason: 'x', actor: 'y' }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('keeps campaigns apart and leaves an excluded count out of the totals', async () => {
    const before = (await repository.area(YEAR, 'NL'))!;
    const id = await post(bodyOf({ place: 1, participants: 3, birds: { koolmees: 5 } }));
    expect((await repository.area(YEAR, 'NL'))!.counts).toBe(before.counts + 1);
    expect(await repository.areas(YEAR + 1)).toEqual([]);
    await service.setExcluded(id, true, { reason: 'test', actor: 'test' });
    const totals = await t.app.inject({ method: 'GET', url: '/api/count/v1/totals' });
    expect(totals.json<{ data: { participants: number }[] }>().data[0]!.participants).toBe(
      before.people,
    );
  });

  it('adds counts stored before the aggregates existed once, at the seed', async () => {
    const expected = await recomputed();
    await t.database.db.execute(sql`delete from result_area where campaign_year = ${YEAR}`);
    await t.database.db.execute(sql`delete from result_species where campaign_year = ${YEAR}`);
    expect(await repository.rebuildMissing()).toEqual([YEAR]);
    expect(await repository.rebuildMissing()).toEqual([]);
    expect(await stored()).toEqual(expected);
    // Years before and after the one with aggregates (a counted, not excluded count moved to
    // each): each found once, in order.
    for (const year of [YEAR + 2, YEAR - 2]) {
      await t.database.db.execute(sql`update count_submission set campaign_year = ${year}
        where id = (select id from count_submission s where campaign_year = ${YEAR}
          and not exists (select 1 from count_exclusion e where e.submission_id = s.id)
          limit 1)`);
    }
    expect(await repository.rebuildMissing()).toEqual([YEAR - 2, YEAR + 2]);
    expect(await repository.rebuildMissing()).toEqual([]);
  });
});
