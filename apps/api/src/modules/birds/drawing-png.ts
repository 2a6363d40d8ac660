import sharp from 'sharp';
import type { RenderedSvg } from './drawings.ts';

/** The widths a consumer may ask for; a small set keeps the render cache small and useful. */
export const PNG_WIDTHS = [160, 320, 640, 1200] as const;
export type PngWidth = (typeof PNG_WIDTHS)[number];
export const DEFAULT_PNG_WIDTH: PngWidth = 640;

// Bounded by bytes rather than entries: a 1200 px drawing weighs many times a 160 px one.
const MAX_CACHE_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, Buffer>();
let cachedBytes = 0;
// Concurrent requests for one image share a single render.
const inFlight = new Map<string, Promise<Buffer>>();

function remember(key: string, png: Buffer) {
  if (png.length > MAX_CACHE_BYTES) return;
  cache.set(key, png);
  cachedBytes += png.length;
  for (const [oldest, buffer] of cache) {
    if (cachedBytes <= MAX_CACHE_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= buffer.length;
  }
}

async function render(svg: string, width: PngWidth): Promise<Buffer> {
  const source = Buffer.from(svg);
  const { width: intrinsic = width } = await sharp(source).metadata();
  // Rasterise at (at least) the target size, so a large PNG is drawn sharp, not upscaled.
  const density = Math.max(1, Math.ceil((72 * width) / intrinsic));
  return sharp(source, { density })
    .resize({ width })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The drawing as a PNG of the given width on white, kept in a least-recently-used cache.
 * The key is the SVG's content hash, so a changed drawing never serves a stale raster.
 */
export async function drawingPng(image: RenderedSvg, width: PngWidth): Promise<Buffer> {
  const key = `${image.hash}/${width}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const pending = inFlight.get(key);
  if (pending) return pending;
  const rendering = render(image.svg, width)
    .then((png) => {
      remember(key, png);
      return png;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, rendering);
  return rendering;
}
