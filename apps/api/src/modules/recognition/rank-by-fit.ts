import { type BirdLayout, layoutOf } from './bird-layout.ts';
import type { ColourShare } from './colours.ts';
import { drawingLayouts } from './drawing-layouts.ts';
import type { BirdMask } from './foreground-mask.ts';
import { type LayoutFit, bestFit } from './layout-fit.ts';
import type { ColourRankable } from './rank-by-colour.ts';
import { colourFit } from './species-colour-fit.ts';

/**
 * How much each kind of evidence counts, each first put on one scale (how far a species stands
 * above the average species on it). Measured on the photo evaluation set: the overall colours
 * and where they sit tell most; the silhouette follows the pose, so it counts least.
 */
const WEIGHT: LayoutFit = { colours: 1, pattern: 1, palette: 0.5, shape: 0.3 };
/**
 * Below this score even the best species stands too little above the rest to be named: the
 * answer then hands over to the questions (on the evaluation set the birds' best scored 3.5–6).
 */
export const MIN_SCORE = 2.5;
/** Scores this close are a tie, which the more commonly counted bird wins. */
const TIE = 0.25;
/** A mask covering less of the box than this failed; the box's centre stands in for the bird. */
const MIN_COVER = 0.15;

/** The photo's bird as layouts (facing either way); `weak` when the mask failed. */
export function photoLayouts(mask: BirdMask): { layouts: BirdLayout[]; weak: boolean } {
  const { rgb, width, height } = mask;
  let bird = mask.mask;
  const weak = mask.cover < MIN_COVER;
  if (weak) {
    bird = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const dx = (x + 0.5) / width - 0.5;
        const dy = (y + 0.5) / height - 0.5;
        bird[y * width + x] = dx * dx + dy * dy < 0.16 ? 1 : 0;
      }
  }
  return {
    layouts: [layoutOf(rgb, bird, width, height), layoutOf(rgb, bird, width, height, true)],
    weak,
  };
}

/** The spec colour shares of the bird's pixels (for the wizard's colour answer), most first. */
export function layoutShares(layout: BirdLayout): ColourShare[] {
  return Array.from(layout.colours)
    .map((share, colour) => ({ colour, share }))
    .filter((c) => c.colour > 0 && c.share > 0)
    .sort((a, b) => b.share - a.share || a.colour - b.colour);
}

function standardised(values: number[]): number[] {
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const sd = Math.sqrt(
    values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length),
  );
  return values.map((v) => (sd > 0 ? (v - mean) / sd : 0));
}

export interface RankedSpecies<T> {
  species: T;
  /** How far the species' fit stands above the average species, weighted evidence summed. */
  score: number;
}

/**
 * Species ordered by how well their drawn plumages fit the bird in the photo: overall colours,
 * where the colours sit, the silhouette. Each kind of evidence is compared across species (a
 * score above the average species, in standard deviations), so evidence that tells species
 * apart counts and evidence every species shares does not. Commonness only breaks ties. A
 * species without a drawing (added by the organisation) is judged on its wizard colours alone.
 */
export async function rankByFit<T extends ColourRankable>(
  species: readonly T[],
  photo: readonly BirdLayout[],
  weak = false,
): Promise<RankedSpecies<T>[]> {
  const [front] = photo;
  if (!front || front.pixels === 0) return [];
  const measured = layoutShares(front);
  const fits = await Promise.all(
    species.map(async (s): Promise<LayoutFit> => {
      const drawn = await drawingLayouts(s.id);
      if (drawn.length > 0) return bestFit(photo, drawn);
      const fit = colourFit(measured, s);
      return { colours: fit, palette: fit, pattern: fit, shape: 0 };
    }),
  );
  const keys = Object.keys(WEIGHT) as (keyof LayoutFit)[];
  const z = Object.fromEntries(keys.map((k) => [k, standardised(fits.map((f) => f[k]))]));
  const scored = species.map((s, i) => ({
    species: s,
    // A failed mask's stand-in (the box's centre) has no silhouette to compare.
    score: keys.reduce(
      (total, k) => total + (weak && k === 'shape' ? 0 : WEIGHT[k]) * (z[k]?.[i] ?? 0),
      0,
    ),
  }));
  const best = Math.max(...scored.map((x) => x.score));
  const step = (score: number) => Math.floor((best - score) / TIE);
  return scored.sort(
    (a, b) =>
      step(a.score) - step(b.score) ||
      a.species.commonness - b.species.commonness ||
      b.score - a.score,
  );
}
