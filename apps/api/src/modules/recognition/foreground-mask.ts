import { rgbToLab } from './colours.ts';
import { largestPart, smooth } from './mask-cleanup.ts';
import { regionPixels } from './region.ts';
import type { Box, PreparedImage } from './types.ts';

/** The ring around the detector's box where the garden is sampled, as a share of its size. */
const RING = 0.2;
/**
 * A box colour this many times as frequent as in the garden ring is the bird's; the lower bar
 * only when the first leaves less than ENOUGH of the box (it lets some foliage in).
 */
const OVER = [1.5, 1.25];
const ENOUGH = 0.15;
/** Lab bins: lightness in steps of 10, a* and b* in steps of 10 from −60 to 60. */
const L_BINS = 10;
const AB_BINS = 12;

function bin(lab: Float32Array, p: number): number {
  const l = Math.min(L_BINS - 1, Math.max(0, Math.floor((lab[p * 3] ?? 0) / 10)));
  const a = Math.min(AB_BINS - 1, Math.max(0, Math.floor(((lab[p * 3 + 1] ?? 0) + 60) / 10)));
  const b = Math.min(AB_BINS - 1, Math.max(0, Math.floor(((lab[p * 3 + 2] ?? 0) + 60) / 10)));
  return (l * AB_BINS + a) * AB_BINS + b;
}

/** The bird's pixels inside the detector's box: its RGB and a mask (1 = bird), row by row. */
export interface BirdMask {
  rgb: Uint8Array;
  mask: Uint8Array;
  width: number;
  height: number;
  /** Share of the box the mask covers (0–1); below 0.15 the caller takes the box's centre. */
  cover: number;
}

function expand(box: Box): Box {
  const clamp = (v: number) => Math.max(0, Math.min(1, v));
  const x0 = clamp(box.x - RING * box.width);
  const y0 = clamp(box.y - RING * box.height);
  return {
    x: x0,
    y: y0,
    width: clamp(box.x + box.width + RING * box.width) - x0,
    height: clamp(box.y + box.height + RING * box.height) - y0,
  };
}

/**
 * Separates the bird from the garden inside the detector's box (histogram back-projection):
 * a colour (Lab bin) clearly more frequent inside the box than in a ring around it (a band
 * inside the box where it meets the photo's edge) is the bird's; its pixels are the bird, the
 * largest connected part kept. A black bird before dark foliage still stands out, because the
 * box holds far more of its black than the ring does. Issue 35: a blackbird measured green.
 */
export function birdMask(image: PreparedImage, box: Box): BirdMask {
  const outer = expand(box);
  const { rgb, width, height } = regionPixels(image, outer);
  const bx0 = Math.round(((box.x - outer.x) / outer.width) * width);
  const by0 = Math.round(((box.y - outer.y) / outer.height) * height);
  const bx1 = Math.round(((box.x + box.width - outer.x) / outer.width) * width);
  const by1 = Math.round(((box.y + box.height - outer.y) / outer.height) * height);
  const w = bx1 - bx0;
  const h = by1 - by0;
  if (w <= 2 || h <= 2) {
    return { rgb: new Uint8Array(0), mask: new Uint8Array(0), width: 0, height: 0, cover: 0 };
  }
  const band = Math.max(1, Math.round(0.06 * Math.min(w, h)));
  const lab = new Float32Array(width * height * 3);
  const bins = new Uint16Array(width * height);
  const ringCount = new Float64Array(L_BINS * AB_BINS * AB_BINS);
  const boxCount = new Float64Array(ringCount.length);
  let ringN = 0;
  let boxN = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      lab.set(rgbToLab(rgb[p * 3] ?? 0, rgb[p * 3 + 1] ?? 0, rgb[p * 3 + 2] ?? 0), p * 3);
      bins[p] = bin(lab, p);
      const inBox = x >= bx0 && x < bx1 && y >= by0 && y < by1;
      const edgeBand =
        (bx0 === 0 && x < band) ||
        (by0 === 0 && y < band) ||
        (bx1 === width && x >= width - band) ||
        (by1 === height && y >= height - band);
      if (!inBox || edgeBand) {
        ringCount[bins[p]]! += 1;
        ringN += 1;
      } else {
        boxCount[bins[p]]! += 1;
        boxN += 1;
      }
    }
  }
  const boxRgb = new Uint8Array(w * h * 3);
  const ratio = new Float32Array(w * h);
  const floor = 1 / Math.max(1, ringN);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const p = (by0 + y) * width + bx0 + x;
      const q = y * w + x;
      boxRgb.set(rgb.subarray(p * 3, p * 3 + 3), q * 3);
      const b = bins[p]!;
      const inside = boxN > 0 ? (boxCount[b] ?? 0) / boxN : 0;
      const around = ringN > 0 ? (ringCount[b] ?? 0) / ringN : 0;
      ratio[q] = ringN === 0 ? Number.POSITIVE_INFINITY : inside / Math.max(around, floor);
    }
  }
  // A bird whose colours the garden shares (a blackbird before dark foliage, or a box that cuts
  // off its tail, leaving black in the ring) stands out less: then a lower bar is tried.
  let found: { mask: Uint8Array; cover: number } = { mask: new Uint8Array(w * h), cover: 0 };
  for (const over of OVER) {
    const raw = new Uint8Array(w * h);
    for (let q = 0; q < raw.length; q += 1) raw[q] = (ratio[q] ?? 0) >= over ? 1 : 0;
    const mask = smooth(raw, w, h);
    const cover = largestPart(mask, w, h);
    found = { mask, cover };
    if (cover >= ENOUGH) break;
  }
  return { rgb: boxRgb, ...found, width: w, height: h };
}
