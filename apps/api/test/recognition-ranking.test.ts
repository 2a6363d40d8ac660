import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRDS } from '@tvt/content';
import { runMigrations } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import type { Database } from '../src/db/database.ts';
import { confidenceLabel } from '../src/modules/recognition/confidence.ts';
import { createDetectorRecogniser } from '../src/modules/recognition/recognisers/detector.ts';
import { rankByColours } from '../src/modules/recognition/colour-ranking.ts';
import { createWizardRepository } from '../src/modules/wizard/repository.ts';
import type { PreparedImage } from '../src/modules/recognition/types.ts';
import { createTestDatabase } from './helpers/test-database.ts';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  const test = await createTestDatabase('seeded');
  ({ database, dispose } = test);
  if (test.state === 'empty') {
    await runMigrations(database);
    await seed(database, { campaignOverride: undefined });
  }
});
afterAll(async () => {
  await dispose?.();
});

const byCommonness = (colours: number[]) =>
  BIRDS.filter((b) => colours.every((c) => (b.colours as readonly number[]).includes(c)))
    .sort((a, b) => a.commonness - b.commonness || a.id.localeCompare(b.id))
    .map((b) => b.id);

/** A 2×2 photo of one colour: the recogniser reads colours from the detector's box. */
function solid(r: number, g: number, b: number): PreparedImage {
  const rgb = Buffer.alloc(2 * 2 * 3);
  for (let i = 0; i < 4; i += 1) rgb.set([r, g, b], i * 3);
  return { jpeg: Buffer.alloc(0), rgb, width: 2, height: 2 };
}

describe('ranking candidates by colour (the wizard matching plus commonness)', () => {
  it('puts the species showing all main colours first, most counted first', async () => {
    const ranked = await rankByColours(createWizardRepository(database.db), [4, 1]);
    const both = byCommonness([4, 1]);
    expect(ranked.slice(0, Math.min(5, both.length)).map((c) => c.id)).toEqual(both.slice(0, 5));
    expect(ranked[0]?.matched).toBe(2);
  });

  it('fills up with species showing fewer of the colours, least visible colour dropped first', async () => {
    const ranked = await rankByColours(createWizardRepository(database.db), [6, 8, 5]);
    expect(ranked.length).toBeLessThanOrEqual(5);
    const matchedCounts = ranked.map((c) => c.matched);
    expect([...matchedCounts].sort((a, b) => b - a)).toEqual(matchedCounts);
    for (const c of ranked) {
      const b = BIRDS.find((x) => x.id === c.id);
      expect(
        [6, 8, 5]
          .slice(0, c.matched)
          .every((k) => (b?.colours as readonly number[] | undefined)?.includes(k)),
      ).toBe(true);
    }
  });
});

describe('the built-in recogniser', () => {
  const rank = (colours: number[]) => rankByColours(createWizardRepository(database.db), colours);

  it('reports no bird and no species when the detector finds none', async () => {
    const recogniser = createDetectorRecogniser(rank, () => Promise.resolve([]));
    expect(await recogniser.analyse(solid(200, 30, 30))).toEqual({ birdFound: false, guesses: [] });
  });

  it('with a detected bird suggests species of its colours, never as certain', async () => {
    const box = { x: 0, y: 0, width: 1, height: 1 };
    const recogniser = createDetectorRecogniser(rank, () =>
      Promise.resolve([{ classId: 14, score: 0.99, box }]),
    );
    const result = await recogniser.analyse(solid(30, 28, 26));
    expect(result.birdFound).toBe(true);
    expect(result.colours).toEqual([1]);
    expect(result.box).toEqual(box);
    expect(result.guesses.map((g) => g.id)).toEqual(byCommonness([1]).slice(0, 5));
    const confidences = result.guesses.map((g) => g.confidence);
    expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
    for (const c of confidences) expect(confidenceLabel(c)).not.toBe('waarschijnlijk');
  });

  it('words confidence without ever saying certain', () => {
    expect(confidenceLabel(1)).toBe('waarschijnlijk');
    expect(confidenceLabel(0.5)).toBe('mogelijk');
    expect(confidenceLabel(0.1)).toBe('misschien');
  });
});
