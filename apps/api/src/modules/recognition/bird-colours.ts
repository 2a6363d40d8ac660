import { nearestColour, type ColourShare } from './colours.ts';
import { regionPixels } from './region.ts';
import type { Box, PreparedImage } from './types.ts';

/** The ring around the detector's box where the background is sampled, as a share of its size. */
const RING = 0.2;
/** With less than this share left after the background is taken away, the subtraction failed. */
const MIN_LEFT = 0.15;

export interface BirdPixels {
  shares: ColourShare[];
  /** The share of the box's colour the background subtraction kept as bird (0–1). */
  foreground: number;
}

/**
 * The bird's colour shares inside the detector's box, the background subtracted: the colours
 * of a ring just outside the box (inside it where the box meets the photo's edge) are the
 * garden, and each colour's share there is taken off its share inside the box, whose centre
 * weighs most. What is left is what the bird adds to its surroundings. Issue 35: a blackbird on
 * a lawn measured 'grijs, zwart, groen'.
 */
export function birdColourShares(image: PreparedImage, box: Box): BirdPixels {
  const clamp = (v: number) => Math.max(0, Math.min(1, v));
  const x0 = clamp(box.x - RING * box.width);
  const y0 = clamp(box.y - RING * box.height);
  const outer: Box = {
    x: x0,
    y: y0,
    width: clamp(box.x + box.width + RING * box.width) - x0,
    height: clamp(box.y + box.height + RING * box.height) - y0,
  };
  const { rgb, width, height } = regionPixels(image, outer);
  const bx0 = Math.round(((box.x - outer.x) / outer.width) * width);
  const by0 = Math.round(((box.y - outer.y) / outer.height) * height);
  const bx1 = Math.round(((box.x + box.width - outer.x) / outer.width) * width);
  const by1 = Math.round(((box.y + box.height - outer.y) / outer.height) * height);
  // A thin band inside the box stands in for the ring where the box meets the photo's edge.
  const band = Math.max(1, Math.round(0.06 * Math.min(bx1 - bx0, by1 - by0)));
  const ring = new Array<number>(10).fill(0);
  const inside = new Array<number>(10).fill(0);
  let ringSum = 0;
  let insideSum = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      const colour = nearestColour(rgb[p * 3] ?? 0, rgb[p * 3 + 1] ?? 0, rgb[p * 3 + 2] ?? 0);
      const inBox = x >= bx0 && x < bx1 && y >= by0 && y < by1;
      const edgeBand =
        inBox &&
        ((bx0 === 0 && x < band) ||
          (by0 === 0 && y < band) ||
          (bx1 === width && x >= width - band) ||
          (by1 === height && y >= height - band));
      if (!inBox || edgeBand) {
        ring[colour]! += 1;
        ringSum += 1;
      }
      if (inBox) {
        const dx = (x - bx0 + 0.5) / (bx1 - bx0) - 0.5;
        const dy = (y - by0 + 0.5) / (by1 - by0) - 0.5;
        const weight = Math.max(0, 1 - 3 * (dx * dx + dy * dy));
        inside[colour]! += weight;
        insideSum += weight;
      }
    }
  }
  if (insideSum === 0) return { shares: [], foreground: 0 };
  const inShare = inside.map((v) => v / insideSum);
  const left = inShare.map((v, c) => Math.max(0, v - (ringSum > 0 ? (ring[c] ?? 0) / ringSum : 0)));
  const leftSum = left.reduce((a, b) => a + b, 0);
  const [use, total] = leftSum >= MIN_LEFT ? [left, leftSum] : [inShare, 1];
  const shares = use
    .map((v, colour) => ({ colour, share: v / total }))
    .filter((c) => c.colour > 0 && c.share > 0)
    .sort((a, b) => b.share - a.share || a.colour - b.colour);
  return { shares, foreground: leftSum };
}

/** The main colours from shares: most visible first, at most three, each ≥ 10 %. */
export function mainColoursOf(shares: readonly ColourShare[]): number[] {
  return shares
    .filter((c) => c.share >= 0.1)
    .slice(0, 3)
    .map((c) => c.colour);
}
