import { describeVariants, renderBirdSvg } from '@tvt/content';
import sharp from 'sharp';
import { type BirdLayout, layoutOf } from './bird-layout.ts';

/** Drawings are read at this width: the outline is then about 2 px, as thin as a photo's edge. */
const WIDTH = 200;

const layouts = new Map<string, Promise<BirdLayout[]>>();

/**
 * The layout (bird-layout.ts) of every drawn plumage of a species (male, female, winter…), as
 * the species' field-guide plate: rendered without its scene, the outline's outer pixels
 * eroded away so the black line does not count as plumage. Cached for the process's life.
 */
export function drawingLayouts(id: string): Promise<BirdLayout[]> {
  let found = layouts.get(id);
  if (!found) {
    found = Promise.all(
      describeVariants(id).map(async (description) => {
        const svg = renderBirdSvg(description, { width: WIDTH, scene: false, idPrefix: 'l' });
        const { data, info } = await sharp(Buffer.from(svg))
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const { width, height } = info;
        const rgb = new Uint8Array(width * height * 3);
        const solid = new Uint8Array(width * height);
        for (let p = 0; p < width * height; p += 1) {
          rgb.set(data.subarray(p * 4, p * 4 + 3), p * 3);
          solid[p] = (data[p * 4 + 3] ?? 0) > 200 ? 1 : 0;
        }
        const mask = erode(erode(solid, width, height), width, height);
        return layoutOf(rgb, mask, width, height);
      }),
    );
    layouts.set(id, found);
  }
  return found;
}

/** A pixel stays when its four neighbours are set too: the silhouette's outline goes. */
function erode(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const p = y * width + x;
      out[p] = mask[p] && mask[p - 1] && mask[p + 1] && mask[p - width] && mask[p + width] ? 1 : 0;
    }
  return out;
}
