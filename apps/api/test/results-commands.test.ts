import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_CAMPAIGN } from '@tvt/domain';
import type { AreaResultsResponse } from '@tvt/contract';
import { COUNT_NOW } from '../bench/count-body.ts';
import { createResultsRepository } from '../src/modules/results/repository.ts';
import { ResultsCsvError, parseResultsCsv } from '../src/modules/results/results-csv.ts';
import {
  SYNTHETIC_MARK,
  seededRandom,
  syntheticCount,
} from '../src/modules/results/synthetic-counts.ts';
import { submitSyntheticCounts } from '../src/modules/results/synthetic-run.ts';
import { municipalityOf } from '../src/modules/results/cbs-areas.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { createScriptDatabase } from './helpers/test-database.ts';

const run = promisify(execFile);
const NODE = process.execPath;
const API = join(import.meta.dirname, '..');

const CSV = [
  'year,area_code,participants,bird_id,birds,gardens',
  'YEAR,NL,100,koolmees,300,80',
  'YEAR,NL,100,huismus,250,40',
  'YEAR,NL,100,merel,90,70',
  'YEAR,PV26,20,koolmees,60,15',
  'YEAR,GM0344,3,koolmees,9,3',
  'YEAR,GM0363,12,,,',
].join('\n');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => COUNT_NOW,
    env: { COUNT_SUBMIT_RATE_LIMIT: '100000', TOTALS_CACHE_SECONDS: '0' },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('results:import', () => {
  it('reads the documented columns and refuses a file that does not add up', () => {
    const parsed = parseResultsCsv(CSV.replaceAll('YEAR', '2024'));
    expect(parsed.year).toBe(2024);
    expect(parsed.areas.find((a) => a.areaCode === 'NL')).toEqual({
      areaCode: 'NL',
      counts: 100,
      people: 100,
      birds: 640,
    });
    expect(parsed.areas.find((a) => a.areaCode === 'GM0363')).toMatchObject({ counts: 12 });
    expect(parsed.species).toHaveLength(5);
    for (const [bad, message] of [
      ['year,area,participants\n', /kopregel/],
      [`${CSV.replaceAll('YEAR', '2024')}\n2023,NL,100,ekster,1,1`, /één jaar/],
      [`${CSV.replaceAll('YEAR', '2024')}\n2024,NL,99,ekster,1,1`, /participants/],
      [`${CSV.replaceAll('YEAR', '2024')}\n2024,XX12,1,ekster,1,1`, /area_code/],
      [`${CSV.replaceAll('YEAR', '2024')}\n2024,NL,100,ekster,1,101`, /gardens/],
      [`${CSV.replaceAll('YEAR', '2024')}\n2024,NL,100,ekster,-1,1`, /birds/],
    ] as const) {
      expect(() => parseResultsCsv(bad)).toThrow(ResultsCsvError);
      expect(() => parseResultsCsv(bad)).toThrow(message);
    }
  });

  it('puts the previous campaign beside the current one', async () => {
    const parsed = parseResultsCsv(CSV.replaceAll('YEAR', '2024'));
    await createResultsRepository(t.database.db).replaceYear(2024, parsed.areas, parsed.species);
    await submitSyntheticCounts({
      count: 30,
      submit: async (body) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/count/v1/inzending',
          payload: body as object,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ tellingUUID: string }>();
      },
      campaign: DEFAULT_CAMPAIGN,
      now: COUNT_NOW,
      concurrency: 10,
    });
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/count/v1/results' })
    ).json<AreaResultsResponse>();
    expect(body.year).toBe(2025);
    expect(body.previousYear).toBe(2024);
    expect(body.previousTotals).toMatchObject({ participants: 100, birds: 640, species: 3 });
    const koolmees = body.species.find((s) => s.birdId === 'koolmees');
    expect(koolmees?.previous).toEqual({ rank: 1, birds: 300, gardenShare: 0.8 });
    // Utrecht's municipality had 3 counts in 2024: too few to show beside anything.
    const utrecht = await t.app.inject({
      method: 'GET',
      url: '/api/count/v1/results/municipalities/GM0344?year=2024',
    });
    expect(utrecht.json<AreaResultsResponse>()).toMatchObject({
      year: 2024,
      suppressed: true,
      totals: null,
    });
  });

  it('loads a file from the command line into a fresh database', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tvt-results-import-'));
    const file = join(dir, 'vorig-jaar.csv');
    writeFileSync(file, CSV.replaceAll('YEAR', '2024'));
    const database = await createScriptDatabase('migrated');
    onTestFinished(database.dispose);
    const env = { ...process.env, ...database.env, INIT_CWD: dir };
    const { stdout } = await run(NODE, ['scripts/import-results.ts', file], { cwd: API, env });
    expect(stdout).toContain('2024, 4 gebieden / areas, 5 soortregels / species rows');
    writeFileSync(file, 'jaar;gebied\n');
    await expect(
      run(NODE, ['scripts/import-results.ts', file], { cwd: API, env }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('kopregel'),
    });
  });
});

describe('demo:counts generator', () => {
  it('makes plainly synthetic counts spread over every province, in plausible proportions', () => {
    const random = seededRandom(7);
    const counts = Array.from({ length: 2000 }, (_, i) =>
      syntheticCount({ random, campaign: DEFAULT_CAMPAIGN, now: COUNT_NOW }, `id-${i}`),
    );
    const provinces = new Set(
      counts.map((c) => municipalityOf(`GM${c.location.municipalitycode}`)?.provinceCode),
    );
    expect(provinces.size).toBe(12);
    expect(new Set(counts.map((c) => c.location.municipalitycode)).size).toBeGreaterThan(300);
    expect(
      counts.every(
        (c) => c.remarks === SYNTHETIC_MARK && c.userData.emailAddress.endsWith('.invalid'),
      ),
    ).toBe(true);
    const seen = (id: string) => counts.filter((c) => id in c.birds).length;
    // The seed's commonest species is seen far more often than one low in the order.
    expect(seen('huismus') + seen('koolmees')).toBeGreaterThan(5 * (seen('zilvermeeuw') + 1));
  });

  it('submits through the real path from the command line', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tvt-demo-counts-'));
    const database = await createScriptDatabase('seeded');
    onTestFinished(database.dispose);
    const env = { ...process.env, ...database.env, INIT_CWD: dir };
    const { stdout } = await run(NODE, ['scripts/demo-counts.ts', '--count', '40'], {
      cwd: API,
      env,
    });
    expect(stdout).toMatch(/Klaar \/ done: 40 synthetische tellingen in \d{4}/);
    await expect(run(NODE, ['scripts/demo-counts.ts'], { cwd: API, env })).rejects.toMatchObject({
      code: 2,
    });
  });
});
