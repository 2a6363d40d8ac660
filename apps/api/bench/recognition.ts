/**
 * Measures the built-in photo recognition on real photos the tests do not ship: the time per
 * analysis and how often a bird is detected, on bird photos and on photos without a bird.
 *
 *   apt-get download tuxpaint-stamps-default && dpkg -x tuxpaint-stamps-default_*.deb /tmp/tux
 *   RECOGNITION_BENCH_DIR=/tmp/tux/usr/share/tuxpaint/stamps npm run bench:recognition
 *
 * Bird photos: animals/birds (cartoons left out). Without a bird: animals/mammals, vehicles,
 * food, plants, household. Each stamp is a cut-out photo, flattened on white as the API does.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  detectObjects,
  BIRD_MIN_SCORE,
  COCO_BIRD,
} from '../src/modules/recognition/object-detector.ts';
import { prepareImage } from '../src/modules/recognition/prepare-image.ts';

const root = process.env.RECOGNITION_BENCH_DIR ?? '/tmp/tux/usr/share/tuxpaint/stamps';
const perSet = Number(process.env.RECOGNITION_BENCH_LIMIT ?? 40);

async function pngs(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.png') && !e.parentPath.includes('cartoon'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

async function run(label: string, files: string[]) {
  const times: number[] = [];
  const scores: { file: string; score: number }[] = [];
  for (const file of files) {
    const started = performance.now();
    const image = await prepareImage(await readFile(file));
    const detections = await detectObjects(image);
    times.push(performance.now() - started);
    const bird = detections.find((d) => d.classId === COCO_BIRD);
    scores.push({ file: file.slice(root.length + 1), score: bird?.score ?? 0 });
  }
  const found = scores.filter((s) => s.score >= BIRD_MIN_SCORE).length;
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `${label}: ${found}/${files.length} with a bird (score ≥ ${BIRD_MIN_SCORE}); ` +
      `analysis median ${Math.round(median)} ms, slowest ${Math.round(times.at(-1) ?? 0)} ms`,
  );
  for (const s of scores) console.log(`  ${s.score.toFixed(2)}  ${s.file}`);
}

const birds = (await pngs(join(root, 'animals/birds'))).slice(0, perSet);
const others: string[] = [];
for (const folder of ['animals/mammals', 'vehicles', 'food', 'plants', 'household']) {
  others.push(...(await pngs(join(root, folder))).slice(0, Math.ceil(perSet / 5)));
}
// The first analysis also loads the model: measured apart.
const warm = performance.now();
await detectObjects(await prepareImage(await readFile(birds[0] ?? others[0] ?? '')));
console.log(`model load and first analysis: ${Math.round(performance.now() - warm)} ms`);
await run('bird photos', birds);
await run('photos without a bird', others);
