import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { runMigrations } from '../src/db/migrate.ts';
import { seed } from '../src/seed.ts';
import type { Database } from '../src/db/database.ts';
import { createBirdRepository } from '../src/modules/birds/repository.ts';
import { createBirdTraitsRepository } from '../src/modules/birds/traits-repository.ts';
import { createWizardService } from '../src/modules/wizard/service.ts';
import { confidenceLabel } from '../src/modules/recognition/confidence.ts';
import { createDetectorRecogniser } from '../src/modules/recognition/recognisers/detector.ts';
import { createRecognitionService } from '../src/modules/recognition/service.ts';
import type { PreparedImage } from '../src/modules/recognition/types.ts';
import { solidJpeg } from './recognition-fixtures.ts';
import { type TestDatabaseState, createTestDatabase } from './helpers/test-database.ts';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  // The run's seeded copy; migrated and seeded here only where the tier has none.
  let state: TestDatabaseState;
  ({ database, state, dispose } = await createTestDatabase('seeded'));
  if (state === 'empty') await runMigrations(database);
  if (state !== 'seeded') await seed(database, { campaignOverride: undefined });
});
afterAll(async () => {
  await dispose?.();
});

/** A 2×2 photo of one colour: the recogniser reads colours from the detector's box. */
function solid(r: number, g: number, b: number): PreparedImage {
  const rgb = Buffer.alloc(2 * 2 * 3);
  for (let i = 0; i < 4; i += 1) rgb.set([r, g, b], i * 3);
  return { jpeg: Buffer.alloc(0), rgb, width: 2, height: 2 };
}

const wholePhoto = { x: 0, y: 0, width: 1, height: 1 };
const seesABird = () => Promise.resolve([{ classId: 14, score: 0.99, box: wholePhoto }]);

describe('the built-in recogniser (no species recogniser configured)', () => {
  it('reports no bird when the detector finds none', async () => {
    const recogniser = createDetectorRecogniser(() => Promise.resolve([]));
    expect(await recogniser.analyse(solid(200, 30, 30))).toEqual({ birdFound: false, guesses: [] });
  });

  it('says where the bird is and its main colours, and names no species', async () => {
    const result = await createDetectorRecogniser(seesABird).analyse(solid(30, 28, 26));
    expect(result).toMatchObject({
      birdFound: true,
      guesses: [],
      box: wholePhoto,
      colours: [1],
      colourShares: [{ colour: 1, share: 1 }],
    });
    // One flat colour: nothing stands out from the box's edge, so the mask is weak.
    expect(result.layouts?.weak).toBe(true);
  });
});

describe('the answer without a species recogniser', () => {
  it('lists the birds the photo resembles most, never a pigeon for a black bird, no likelihood', async () => {
    const service = createRecognitionService(
      createBirdRepository(database.db),
      createWizardService(createBirdTraitsRepository(database.db)),
      [createDetectorRecogniser(seesABird)],
    );
    const answer = await service.analyse(await solidJpeg('#1e1c1a'), pino({ level: 'silent' }));
    expect(answer.birdFound).toBe(true);
    expect(answer.birds).toEqual([]);
    expect(answer.colours).toEqual([1]);
    const ids = answer.colourMatches.map((b) => b.id);
    // A flat black shape: black birds first, the merel among them, never a pigeon.
    const black = /merel|meerkoet|kraai|raaf|roek|kauw|zwarte-specht|aalscholver|spreeuw/;
    for (const id of ids.slice(0, 3)) expect(id).toMatch(black);
    expect(ids).toContain('merel');
    expect(ids.some((id) => /duif|tortel/.test(id))).toBe(false);
    expect(answer.colourMatches[0]).not.toHaveProperty('confidence');
    expect(answer.colourMatches[0]?.images[0]).toMatch(/^\/media\/birds\//);
    expect(answer.message).toBe(
      'Er staat een vogel op deze foto. Welke soort het is, kan de app aan de foto alleen niet zeker zeggen: hieronder staan de vogels die het meest lijken op de vogel zelf (kleuren, waar die zitten en vorm; niet de achtergrond), de beste eerst. Controleer het met de vragen; de kleuren van de foto zijn al gekozen.',
    );
  });

  it('words a recogniser’s confidence without ever saying certain', () => {
    expect(confidenceLabel(1)).toBe('waarschijnlijk');
    expect(confidenceLabel(0.5)).toBe('mogelijk');
    expect(confidenceLabel(0.1)).toBe('misschien');
  });
});
