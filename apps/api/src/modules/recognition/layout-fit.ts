import { type BirdLayout, COLS, ROWS } from './bird-layout.ts';
import { smooth } from './species-colour-fit.ts';

/** A cell's colour this far (ΔE, lightness counted half: shade and light) fits about half. */
const CELL_DE = 15;

/** One drawn plumage against the photo's bird, each kind of evidence 0–1. */
export interface LayoutFit {
  /** Lab histograms of the whole bird overlap. */
  colours: number;
  /** The same colours (the nine spec colours, near ones sharing weight) overlap. */
  palette: number;
  /** Where the colours sit: each grid cell's mean colour against the drawing's. */
  pattern: number;
  /** The silhouette: how alike each cell is filled, and the box's proportions. */
  shape: number;
}

function overlap(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.min(a[i] ?? 0, b[i] ?? 0);
  return sum;
}

/** How well one drawn plumage fits the photo's bird, per kind of evidence. */
export function fitLayout(photo: BirdLayout, drawing: BirdLayout): LayoutFit {
  let pattern = 0;
  let weight = 0;
  let shape = 0;
  for (let cell = 0; cell < ROWS * COLS; cell += 1) {
    const both = Math.min(photo.fill[cell] ?? 0, drawing.fill[cell] ?? 0);
    const dl = ((photo.lab[cell * 3] ?? 0) - (drawing.lab[cell * 3] ?? 0)) * 0.5;
    const da = (photo.lab[cell * 3 + 1] ?? 0) - (drawing.lab[cell * 3 + 1] ?? 0);
    const db = (photo.lab[cell * 3 + 2] ?? 0) - (drawing.lab[cell * 3 + 2] ?? 0);
    pattern += both * Math.exp(-(dl * dl + da * da + db * db) / (2 * CELL_DE * CELL_DE));
    weight += both;
    shape += 1 - Math.abs((photo.fill[cell] ?? 0) - (drawing.fill[cell] ?? 0));
  }
  const aspect = Math.min(photo.aspect, drawing.aspect) / Math.max(photo.aspect, drawing.aspect);
  return {
    colours: overlap(photo.hist, drawing.hist),
    palette: overlap(smooth(photo.colours), smooth(drawing.colours)),
    pattern: weight > 0 ? pattern / weight : 0,
    shape: (shape / (ROWS * COLS)) * (0.5 + 0.5 * aspect),
  };
}

const sum = (f: LayoutFit) => f.colours + f.palette + f.pattern + f.shape;

/** The best-fitting drawn plumage, the photo's bird read facing either way. */
export function bestFit(photo: readonly BirdLayout[], drawings: readonly BirdLayout[]): LayoutFit {
  let best: LayoutFit = { colours: 0, palette: 0, pattern: 0, shape: 0 };
  for (const p of photo)
    for (const d of drawings) {
      const f = fitLayout(p, d);
      if (sum(f) > sum(best)) best = f;
    }
  return best;
}
