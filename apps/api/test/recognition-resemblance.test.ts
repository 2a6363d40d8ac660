// The bird's mask and the ranking by resemblance (decision 124), on photos made from our own
// drawings put on a mottled garden: without the gap between drawing and photo, each bird must
// be cut out of its garden and come out among the first three.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { BIRDS, describeVariants, renderBirdSvg } from '@tvt/content';
import { birdMask } from '../src/modules/recognition/foreground-mask.ts';
import { photoLayouts, rankByFit } from '../src/modules/recognition/rank-by-fit.ts';
import type { Box, PreparedImage } from '../src/modules/recognition/types.ts';

const W = 480;
const H = 360;

/** Foliage: dark and light greens and browns in blobs, as behind a bird in a hedge. */
function garden(): Buffer {
  const rgb = Buffer.alloc(W * H * 3);
  const tones = [
    [52, 74, 34],
    [96, 122, 58],
    [70, 60, 40],
    [128, 146, 80],
  ];
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const t = tones[(Math.floor(x / 23) * 7 + Math.floor(y / 17) * 3 + ((x * y) % 5)) % 4]!;
      rgb.set(t, (y * W + x) * 3);
    }
  return rgb;
}

/** A species' first drawing (no scene) on the garden, and the box around it. */
async function photoOf(id: string): Promise<{ image: PreparedImage; box: Box }> {
  const [description] = describeVariants(id);
  const svg = renderBirdSvg(description!, { width: 300, scene: false });
  const bird = await sharp(Buffer.from(svg)).trim().png().toBuffer();
  const meta = await sharp(bird).metadata();
  const left = Math.round((W - (meta.width ?? 0)) / 2);
  const top = Math.round((H - (meta.height ?? 0)) / 2);
  const rgb = await sharp(garden(), { raw: { width: W, height: H, channels: 3 } })
    .composite([{ input: bird, left, top }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const box = {
    x: left / W,
    y: top / H,
    width: (meta.width ?? 0) / W,
    height: (meta.height ?? 0) / H,
  };
  return { image: { jpeg: Buffer.alloc(0), rgb, width: W, height: H }, box };
}

describe('ranking by resemblance to the drawings', () => {
  it.each(['merel', 'koolmees', 'roodborst', 'ekster', 'stadsduif', 'groenling'])(
    'cuts the %s out of the garden and names it among the first three',
    async (id) => {
      const { image, box } = await photoOf(id);
      const mask = birdMask(image, box);
      expect(mask.cover, 'mask').toBeGreaterThan(0.3);
      const { layouts, weak } = photoLayouts(mask);
      expect(weak).toBe(false);
      const ranked = await rankByFit(BIRDS, layouts, weak);
      const top = ranked.slice(0, 3).map((r) => r.species.id);
      expect(top, `${id}: ${top.join(', ')}`).toContain(id);
    },
    30_000,
  );

  it('never puts a pigeon or dove near the top for a blackbird', async () => {
    const { image, box } = await photoOf('merel');
    const { layouts, weak } = photoLayouts(birdMask(image, box));
    const top = (await rankByFit(BIRDS, layouts, weak)).slice(0, 6).map((r) => r.species.id);
    expect(top.some((id) => /duif|tortel/.test(id))).toBe(false);
  });
});
