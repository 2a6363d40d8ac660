import { nearestColour, rgbToLab } from './colours.ts';

/** The bird's outline box is read as a grid: head, body and tail ends; back, flank and belly. */
export const ROWS = 3;
export const COLS = 4;
const COLOURS = 10;
/** Lightness in 5 steps of 20, a* and b* in 6 steps of 20 from −60 to 60. */
export const HIST_BINS = 5 * 6 * 6;

/**
 * Adds one pixel to the histogram, shared between the two nearest bins on each axis, so a
 * colour on a bin's edge (a drawing's black at L 22, a photo's at L 18) still meets its match.
 */
function addToHist(hist: Float32Array, l: number, a: number, b: number): void {
  const axis = (v: number, bins: number): [number, number, number] => {
    const t = Math.min(bins - 1, Math.max(0, v / 20 - 0.5));
    const i = Math.min(bins - 2, Math.floor(t));
    return [i, i + 1, t - i];
  };
  const [l0, l1, lt] = axis(l, 5);
  const [a0, a1, at] = axis(a + 60, 6);
  const [b0, b1, bt] = axis(b + 60, 6);
  for (const [li, lw] of [
    [l0, 1 - lt],
    [l1, lt],
  ] as const)
    for (const [ai, aw] of [
      [a0, 1 - at],
      [a1, at],
    ] as const)
      for (const [bi, bw] of [
        [b0, 1 - bt],
        [b1, bt],
      ] as const)
        hist[(li * 6 + ai) * 6 + bi]! += lw * aw * bw;
}

/**
 * Where which colour sits on a bird, as a photo's mask or a drawing shows it: the mask's own
 * box split into a grid, per cell the bird's mean colour and how much of the cell the bird
 * fills (its silhouette); over the whole bird its Lab histogram and spec colour (1–9) shares. Comparable between a photo and a drawing
 * whatever their size, because both are read in the bird's own box.
 */
export interface BirdLayout {
  /** ROWS × COLS: the share of each cell the bird fills. */
  fill: Float32Array;
  /** 10 colour shares over the whole bird. */
  colours: Float32Array;
  /** ROWS × COLS × 3: the mean CIE Lab colour of the bird's pixels in each cell. */
  lab: Float32Array;
  /** A coarse Lab histogram of the whole bird (HIST_BINS), shares adding up to 1. */
  hist: Float32Array;
  /** Width / height of the mask's box. */
  aspect: number;
  /** How many pixels the bird has (too few and the layout says nothing). */
  pixels: number;
}

/** The layout of the pixels where `mask` is set; `mirror` reads the bird facing the other way. */
export function layoutOf(
  rgb: Uint8Array,
  mask: Uint8Array,
  width: number,
  height: number,
  mirror = false,
): BirdLayout {
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      if (mask[y * width + x]) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
  const fill = new Float32Array(ROWS * COLS);
  const area = new Float32Array(ROWS * COLS);
  const colours = new Float32Array(COLOURS);
  const lab = new Float32Array(ROWS * COLS * 3);
  const hist = new Float32Array(HIST_BINS);
  let pixels = 0;
  if (x1 < x0) return { fill, colours, lab, hist, aspect: 1, pixels };
  const bw = x1 - x0 + 1;
  const bh = y1 - y0 + 1;
  for (let y = y0; y <= y1; y += 1) {
    const row = Math.min(ROWS - 1, Math.floor(((y - y0) / bh) * ROWS));
    for (let x = x0; x <= x1; x += 1) {
      const rx = mirror ? x1 - x : x - x0;
      const cell = row * COLS + Math.min(COLS - 1, Math.floor((rx / bw) * COLS));
      area[cell]! += 1;
      const p = y * width + x;
      if (!mask[p]) continue;
      const [r, g, b] = [rgb[p * 3] ?? 0, rgb[p * 3 + 1] ?? 0, rgb[p * 3 + 2] ?? 0];
      const colour = nearestColour(r, g, b);
      const [l, la, lb] = rgbToLab(r, g, b);
      lab[cell * 3]! += l;
      lab[cell * 3 + 1]! += la;
      lab[cell * 3 + 2]! += lb;
      addToHist(hist, l, la, lb);
      colours[colour]! += 1;
      fill[cell]! += 1;
      pixels += 1;
    }
  }
  for (let i = 0; i < COLOURS; i += 1) colours[i]! /= pixels;
  for (let i = 0; i < HIST_BINS; i += 1) hist[i]! /= pixels;
  for (let i = 0; i < fill.length; i += 1) {
    const n = fill[i] ?? 0;
    for (let k = 0; k < 3; k += 1) lab[i * 3 + k] = n > 0 ? (lab[i * 3 + k] ?? 0) / n : 0;
    fill[i] = n / Math.max(1, area[i] ?? 0);
  }
  return { fill, colours, lab, hist, aspect: bw / bh, pixels };
}
