import type { Box, PreparedImage } from './types.ts';

/** Enough pixels for stable colour shares; larger regions are sampled with a stride. */
const MAX_SIDE = 160;

/** The RGB pixels inside a box (fractions of the photo), sampled down to at most 160 px a side. */
export function regionPixels(image: PreparedImage, box: Box) {
  const left = Math.floor(box.x * image.width);
  const top = Math.floor(box.y * image.height);
  const right = Math.min(image.width, Math.ceil((box.x + box.width) * image.width));
  const bottom = Math.min(image.height, Math.ceil((box.y + box.height) * image.height));
  const step = Math.max(1, Math.ceil(Math.max(right - left, bottom - top) / MAX_SIDE));
  const width = Math.max(0, Math.ceil((right - left) / step));
  const height = Math.max(0, Math.ceil((bottom - top) / step));
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const from = ((top + y * step) * image.width + left + x * step) * 3;
      rgb.set(image.rgb.subarray(from, from + 3), (y * width + x) * 3);
    }
  }
  return { rgb, width, height };
}

export const WHOLE_PHOTO: Box = { x: 0, y: 0, width: 1, height: 1 };
