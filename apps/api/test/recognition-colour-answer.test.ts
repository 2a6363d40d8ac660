import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRDS } from '@tvt/content';
import pino from 'pino';
import { runMigrations } from '../src/db/migrate.ts';
import { seed } from '../src/seed.ts';
import type { Database } from '../src/db/database.ts';
import { createBirdRepository } from '../src/modules/birds/repository.ts';
import { createBirdTraitsRepository } from '../src/modules/birds/traits-repository.ts';
import { createWizardService } from '../src/modules/wizard/service.ts';
import { confidenceLabel } from '../src/modules/recognition/confidence.ts';
import { createDetectorRecogniser } from '../src/modules/recognition/recognisers/detector.ts';
import { rankByColourFit } from '../src/modules/recognition/rank-by-colour.ts';
import { createRecognitionService } from '../src/modules/recognition/service.ts';
import type { PreparedImage } from '../src/modules/recognition/types.ts';
import { solidJpeg } from './recognition-fixtures.ts';
import { createTestDatabase } from './helpers/test-database.ts';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  await runMigrations(database);
  await seed(database, { campaignOverride: undefined });
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
    expect(result).toEqual({
      birdFound: true,
      guesses: [],
      box: wholePhoto,
      colours: [1],
      colourShares: [{ colour: 1, share: 1 }],
    });
  });
});

describe('the answer without a species recogniser', () => {
  it("lists 'Vogels met deze kleuren' by colour fit, commonness breaking ties, no likelihood", async () => {
    const service = createRecognitionService(
      createBirdRepository(database.db),
      createWizardService(createBirdTraitsRepository(database.db)),
      [createDetectorRecogniser(seesABird)],
    );
    const answer = await service.analyse(await solidJpeg('#1e1c1a'), pino({ level: 'silent' }));
    expect(answer.birdFound).toBe(true);
    expect(answer.birds).toEqual([]);
    expect(answer.colours).toEqual([1]);
    const expected = rankByColourFit(BIRDS, [{ colour: 1, share: 1 }])
      .slice(0, 6)
      .map((b) => b.id);
    // An all-black bird: the merel (most counted of the black birds) first, never a pigeon.
    expect(expected[0]).toBe('merel');
    expect(expected.some((id) => /duif|tortel/.test(id))).toBe(false);
    expect(answer.colourMatches.map((b) => b.id)).toEqual(expected);
    expect(answer.colourMatches[0]?.images[0]).toMatch(/^\/media\/birds\//);
    expect(answer.message).toBe(
      'Er staat een vogel op deze foto. Welke soort het is, weet de app niet zeker: hieronder staan de vogels die het best passen bij de kleuren van de vogel zelf (niet van de achtergrond), de beste eerst. Controleer het met de vragen.',
    );
  });

  it('words a recogniser’s confidence without ever saying certain', () => {
    expect(confidenceLabel(1)).toBe('waarschijnlijk');
    expect(confidenceLabel(0.5)).toBe('mogelijk');
    expect(confidenceLabel(0.1)).toBe('misschien');
  });
});
