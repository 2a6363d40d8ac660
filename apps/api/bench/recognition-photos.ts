/**
 * Builds the photo evaluation set in `test/fixtures/recognition-photos/` from Debian's
 * `tuxpaint-stamps-default` (GPL-2, see the folder's README): cut-out photos of birds that
 * visit Dutch gardens, each put on a photo of foliage as a garden, and garden animals and plants
 * without a bird. Run it again only to change the set:
 *
 *   apt-get download tuxpaint-stamps-default && dpkg -x tuxpaint-stamps-default_*.deb /tmp/tux
 *   RECOGNITION_BENCH_DIR=/tmp/tux/usr/share/tuxpaint/stamps node bench/recognition-photos.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const root = process.env.RECOGNITION_BENCH_DIR ?? '/tmp/tux/usr/share/tuxpaint/stamps';
const out = new URL('../test/fixtures/recognition-photos/', import.meta.url).pathname;
const WIDTH = 480;
const HEIGHT = 360;

/** The garden behind the bird: foliage photos, cropped to fill the frame. */
const GARDENS = ['plants/trees/holm_oak.png', 'plants/trees/birch.png', 'plants/trees/tree336.png'];

/** [file name, stamp, our bird id or null, share of the frame's height the subject fills]. */
const PHOTOS: readonly [string, string, string | null, number][] = [
  ['merel', 'animals/birds/blackbird.png', 'merel', 0.6],
  ['zwarte-kraai', 'animals/birds/crow.png', 'zwarte-kraai', 0.65],
  ['stadsduif', 'animals/birds/pigeon.png', 'stadsduif', 0.6],
  ['zilvermeeuw', 'animals/birds/seagull.png', 'zilvermeeuw', 0.55],
  ['wilde-eend-man', 'animals/birds/duck.png', 'wilde-eend', 0.6],
  ['wilde-eend-tam', 'animals/birds/drake.png', 'wilde-eend', 0.7],
  ['konijn', 'animals/mammals/rodents/rabbit.png', null, 0.6],
  ['konijn-2', 'animals/mammals/rodents/rabbit-2.png', null, 0.6],
  ['eekhoorn', 'animals/mammals/rodents/squirrel.png', null, 0.6],
  ['das', 'animals/mammals/badger.png', null, 0.5],
  ['roos', 'plants/flowers/rose.png', null, 0.6],
  ['tuin', '', null, 0],
];

async function garden(index: number): Promise<Buffer> {
  const file = join(root, GARDENS[index % GARDENS.length] ?? '');
  // The middle of the crown: foliage from edge to edge, as behind a bird in a hedge or tree.
  const { width = 0, height = 0 } = await sharp(file).metadata();
  return sharp(file)
    .extract({
      left: Math.round(width * 0.3),
      top: Math.round(height * 0.25),
      width: Math.round(width * 0.4),
      height: Math.round(height * 0.35),
    })
    .flatten({ background: '#6f7f4a' })
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    .toBuffer();
}

await mkdir(out, { recursive: true });
const manifest: { file: string; bird: string | null; stamp: string; garden: string }[] = [];
for (const [index, [name, stamp, bird, fill]] of PHOTOS.entries()) {
  const background = await garden(index);
  const layers = [];
  if (stamp) {
    const subject = await sharp(join(root, stamp))
      .trim()
      .resize({ height: Math.round(HEIGHT * fill), width: Math.round(WIDTH * 0.8), fit: 'inside' })
      .png()
      .toBuffer();
    const meta = await sharp(subject).metadata();
    layers.push({
      input: subject,
      left: Math.round((WIDTH - (meta.width ?? 0)) / 2),
      top: Math.round((HEIGHT - (meta.height ?? 0)) * 0.55),
    });
  }
  const jpeg = await sharp(background).composite(layers).jpeg({ quality: 82 }).toBuffer();
  await writeFile(join(out, `${name}.jpg`), jpeg);
  manifest.push({
    file: `${name}.jpg`,
    bird,
    stamp,
    garden: GARDENS[index % GARDENS.length] ?? '',
  });
}
await writeFile(join(out, 'photos.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${manifest.length} photos written to ${out}`);
