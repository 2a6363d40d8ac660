import { PALETTE_REFERENCES } from './palette.ts';

/** A colour needs at least this share of the weighted bird pixels to count as a main colour. */
const MIN_SHARE = 0.12;
const MAX_COLOURS = 3;

type Lab = readonly [number, number, number];

function srgbToLinear(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** CIE L*a*b* (D65): distances there follow what people see as "the same colour". */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const [lr, lg, lb] = [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b)];
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const PALETTE: readonly { value: number; lab: Lab }[] = PALETTE_REFERENCES.map(({ value, hex }) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return { value, lab: rgbToLab((n >> 16) & 255, (n >> 8) & 255, n & 255) };
});

/** The spec colour (1–9) nearest to one pixel. */
export function nearestColour(r: number, g: number, b: number): number {
  const [l, a, bb] = rgbToLab(r, g, b);
  let best = 1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const p of PALETTE) {
    const d = (l - p.lab[0]) ** 2 + (a - p.lab[1]) ** 2 + (bb - p.lab[2]) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = p.value;
    }
  }
  return best;
}

export interface ColourShare {
  colour: number;
  share: number;
}

/** A colour covering this share of a box's edge is taken for the background. */
const BACKGROUND_EDGE_SHARE = 0.6;
/** …unless leaving it out would leave less than this share of the box: then it is the bird. */
const MIN_BIRD_SHARE = 0.15;

/**
 * The colour class of every pixel and its weight: pixels near the centre weigh more, because a
 * detector's box is a rectangle around the bird and its corners are mostly background.
 */
function classify(rgb: Uint8Array, width: number, height: number) {
  const classes = new Uint8Array(width * height);
  const weights = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const dy = (y + 0.5) / height - 0.5;
    for (let x = 0; x < width; x += 1) {
      const dx = (x + 0.5) / width - 0.5;
      const p = y * width + x;
      weights[p] = Math.max(0, 1 - 2.5 * (dx * dx + dy * dy));
      classes[p] = nearestColour(rgb[p * 3] ?? 0, rgb[p * 3 + 1] ?? 0, rgb[p * 3 + 2] ?? 0);
    }
  }
  return { classes, weights };
}

/** The colour that fills the box's edge (sky, a wall, a cut-out's white), if one does. */
function edgeColour(classes: Uint8Array, width: number, height: number): number | undefined {
  const ring = Math.max(1, Math.round(0.06 * Math.min(width, height)));
  const counts = new Array<number>(10).fill(0);
  let n = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (Math.min(x, y, width - 1 - x, height - 1 - y) >= ring) continue;
      counts[classes[y * width + x] ?? 0]! += 1;
      n += 1;
    }
  }
  if (n === 0 || width < 8 || height < 8) return undefined;
  const top = counts.indexOf(Math.max(...counts));
  return (counts[top] ?? 0) / n >= BACKGROUND_EDGE_SHARE ? top : undefined;
}

/**
 * The colour shares of an RGB region (interleaved bytes, width × height), centre-weighted. A
 * colour that fills the region's edge is the background and is left out, unless the bird
 * itself is mostly that colour.
 */
export function colourShares(rgb: Uint8Array, width: number, height: number): ColourShare[] {
  const { classes, weights } = classify(rgb, width, height);
  const totals = new Array<number>(10).fill(0);
  let sum = 0;
  for (let p = 0; p < classes.length; p += 1) {
    totals[classes[p] ?? 0]! += weights[p] ?? 0;
    sum += weights[p] ?? 0;
  }
  if (sum === 0) return [];
  const background = edgeColour(classes, width, height);
  if (background !== undefined && sum - (totals[background] ?? 0) >= MIN_BIRD_SHARE * sum) {
    sum -= totals[background] ?? 0;
    totals[background] = 0;
  }
  return totals
    .map((t, colour) => ({ colour, share: t / sum }))
    .filter((c) => c.colour > 0 && c.share > 0)
    .sort((a, b) => b.share - a.share || a.colour - b.colour);
}

/** The main colours of a region, most visible first: at most three, each ≥ 12 % of it. */
export function mainColours(rgb: Uint8Array, width: number, height: number): number[] {
  return colourShares(rgb, width, height)
    .filter((c) => c.share >= MIN_SHARE)
    .slice(0, MAX_COLOURS)
    .map((c) => c.colour);
}
