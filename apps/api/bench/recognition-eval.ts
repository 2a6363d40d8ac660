/**
 * The photo evaluation set (`test/fixtures/recognition-photos/`, see its README): for each
 * photo, whether a bird is found, the birds suggested, and the time; then the top-3 hit rate,
 * the photos without a bird reported as a bird, and the median time per photo. The answer is
 * built as the API builds it (detector, colours inside the bird, ranking by colour fit), and
 * beside it what the app answered before issue 35 (the box's colours, the wizard's colour rule
 * sorted by commonness), on the same detections.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { BIRDS } from '@tvt/content';
import { rankWizardBirds } from '@tvt/domain';
import { mainColours } from '../src/modules/recognition/colours.ts';
import { createDetectorRecogniser } from '../src/modules/recognition/recognisers/detector.ts';
import { prepareImage } from '../src/modules/recognition/prepare-image.ts';
import { rankByColourFit } from '../src/modules/recognition/rank-by-colour.ts';
import { regionPixels } from '../src/modules/recognition/region.ts';

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
  foundBefore: boolean;
  now: string[];
  before: string[];
  ms: number;
}

export async function evaluate(): Promise<PhotoResult[]> {
  // The first analysis also loads the model.
  await detector.analyse(await prepareImage(await readFile(new URL(photos[0]!.file, dir))));
  const results: PhotoResult[] = [];
  for (const photo of photos) {
    const started = performance.now();
    const image = await prepareImage(await readFile(new URL(photo.file, dir)));
    const answer = await detector.analyse(image);
    const now =
      answer.birdFound === true && answer.colourShares
        ? rankByColourFit(BIRDS, answer.colourShares)
            .slice(0, 6)
            .map((b) => b.id)
        : [];
    const ms = performance.now() - started;
    let before: string[] = [];
    if (answer.birdFound !== false && answer.box) {
      const region = regionPixels(image, answer.box);
      const colours = mainColours(region.rgb, region.width, region.height);
      before = [...rankWizardBirds(BIRDS, { color: colours })]
        .sort((a, b) => a.commonness - b.commonness)
        .slice(0, 6)
        .map((b) => b.id);
    }
    // Before issue 35 any detection at score ≥ 0.3 was reported as a bird.
    results.push({
      file: photo.file,
      bird: photo.bird,
      found: answer.birdFound === true,
      foundBefore: answer.birdFound !== false,
      now,
      before,
      ms,
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
      `${r.file.padEnd(20)} ${r.bird ?? '(geen vogel)'}: ${r.found ? 'vogel' : r.foundBefore ? 'niet zeker' : 'geen vogel'}, ` +
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
}
