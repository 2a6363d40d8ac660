/**
 * The photo evaluation set (`test/fixtures/recognition-photos/`, see its README): for each
 * photo, whether a bird is found, the birds suggested, and the time; then the top-3 hit rate,
 * the photos without a bird reported as a bird, and the median time per photo. The answer is
 * built as the API builds it (detector, the bird's mask, ranking by fit to the drawings), and
 * beside it what main answered before (decision 104: ring-subtracted box colours ranked by
 * colour fit), on the same detections.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { BIRDS } from '@tvt/content';
import { birdColourShares } from '../src/modules/recognition/bird-colours.ts';
import { createDetectorRecogniser } from '../src/modules/recognition/recognisers/detector.ts';
import { prepareImage } from '../src/modules/recognition/prepare-image.ts';
import { rankByColourFit } from '../src/modules/recognition/rank-by-colour.ts';
import { drawingLayouts } from '../src/modules/recognition/drawing-layouts.ts';
import { birdMask } from '../src/modules/recognition/foreground-mask.ts';
import { MIN_SCORE, photoLayouts, rankByFit } from '../src/modules/recognition/rank-by-fit.ts';

const dir = new URL('../test/fixtures/recognition-photos/', import.meta.url);
const photos = JSON.parse(await readFile(new URL('photos.json', dir), 'utf8')) as {
  file: string;
  bird: string | null;
}[];
const detector = createDetectorRecogniser();

export interface PhotoResult {
  file: string;
  bird: string | null;
  found: boolean;
  unsure: boolean;
  foundBefore: boolean;
  now: string[];
  before: string[];
  ms: number;
  /** Time the answer adds to the detection (ms), main's and this one's. */
  extra: { before: number; now: number };
}

export async function evaluate(): Promise<PhotoResult[]> {
  // The first analysis also loads the model and reads the drawings; timed apart.
  const warm = performance.now();
  await detector.analyse(await prepareImage(await readFile(new URL(photos[0]!.file, dir))));
  await Promise.all(BIRDS.map((b) => drawingLayouts(b.id)));
  console.log(
    `first photo (model and drawings loaded): ${Math.round(performance.now() - warm)} ms`,
  );
  const results: PhotoResult[] = [];
  for (const photo of photos) {
    const started = performance.now();
    const image = await prepareImage(await readFile(new URL(photo.file, dir)));
    const answer = await detector.analyse(image);
    const ranked =
      answer.birdFound === true && answer.layouts
        ? await rankByFit(BIRDS, answer.layouts.layouts, answer.layouts.weak)
        : [];
    const now =
      (ranked[0]?.score ?? 0) >= MIN_SCORE ? ranked.slice(0, 6).map((r) => r.species.id) : [];
    const ms = performance.now() - started;
    const before =
      answer.birdFound === true && answer.box
        ? rankByColourFit(BIRDS, birdColourShares(image, answer.box).shares)
            .slice(0, 6)
            .map((b) => b.id)
        : [];
    // What each answer adds to the detection, on the same box: main's colour reading and
    // ranking against the mask, layouts and ranking by resemblance.
    const extra = { before: 0, now: 0 };
    if (answer.birdFound === true && answer.box) {
      let t = performance.now();
      rankByColourFit(BIRDS, birdColourShares(image, answer.box).shares);
      extra.before = performance.now() - t;
      t = performance.now();
      const again = photoLayouts(birdMask(image, answer.box));
      await rankByFit(BIRDS, again.layouts, again.weak);
      extra.now = performance.now() - t;
    }
    results.push({
      file: photo.file,
      bird: photo.bird,
      found: answer.birdFound === true,
      unsure: answer.birdFound === null,
      foundBefore: answer.birdFound === true,
      now,
      before,
      ms,
      extra,
    });
  }
  return results;
}

export function summary(results: readonly PhotoResult[], key: 'now' | 'before') {
  const birds = results.filter((r) => r.bird);
  const hits = birds.filter((r) => r[key].slice(0, 3).includes(r.bird!)).length;
  const falseBirds = results.filter(
    (r) => !r.bird && (key === 'now' ? r.found : r.foundBefore),
  ).length;
  return { hits, birds: birds.length, falseBirds, others: results.length - birds.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await evaluate();
  for (const r of results) {
    console.log(
      `${r.file.padEnd(20)} ${r.bird ?? '(geen vogel)'}: ${r.found ? 'vogel' : r.unsure ? 'niet zeker' : 'geen vogel'}, ` +
        `${Math.round(r.ms)} ms; now [${r.now.slice(0, 3).join(', ')}] before [${r.before.slice(0, 3).join(', ')}]`,
    );
  }
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  for (const key of ['before', 'now'] as const) {
    const s = summary(results, key);
    console.log(
      `${key}: right bird in the top 3 for ${s.hits}/${s.birds}; ` +
        `photos without a bird reported as a bird ${s.falseBirds}/${s.others}`,
    );
  }
  console.log(`median time per photo ${Math.round(times[Math.floor(times.length / 2)] ?? 0)} ms`);
  const birds = results.filter((r) => r.found);
  for (const key of ['before', 'now'] as const) {
    const extra = birds.map((r) => r.extra[key]).sort((a, b) => a - b);
    console.log(
      `${key}: the answer adds ${Math.round(extra[Math.floor(extra.length / 2)] ?? 0)} ms (median over the birds found) to the detection`,
    );
  }
}
