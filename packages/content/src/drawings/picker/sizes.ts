// The size picker (spec section 3 "Size options"): the four reference birds side by side, the
// chosen one in colour and the others as pale silhouettes, so each image shows its size
// against the others.
import { requireBird } from '../catalogue.ts';
import { renderBirdParts, VIEW_H, VIEW_W } from '../render/render-bird.ts';
import { el, n } from '../render/svg.ts';
import type { SizeClass } from '../types.ts';
import { GHOST_COLOUR, svgDocument } from './svg-doc.ts';

/** Reference species per size class and their typical length in cm. */
export const SIZE_REFERENCES: Record<SizeClass, { id: string; lengthCm: number; title: string }> = {
  1: { id: 'huismus', lengthCm: 15, title: 'Zo groot als een mus' },
  2: { id: 'merel', lengthCm: 25, title: 'Zo groot als een merel' },
  3: { id: 'zwarte-kraai', lengthCm: 47, title: 'Zo groot als een kraai' },
  4: { id: 'blauwe-reiger', lengthCm: 95, title: 'Zo groot als een reiger' },
};

const SIZES: SizeClass[] = [1, 2, 3, 4];
const GROUND = 140;
const TOP = 12;
const GAP = 6;

export function renderSizePicker(size: SizeClass, options: { width?: number } = {}): string {
  const birds = SIZES.map((s) => {
    const drawing = renderBirdParts(requireBird(SIZE_REFERENCES[s].id), {
      idPrefix: `size${size}-${s}`,
      scene: false,
      ...(s === size ? {} : { silhouette: GHOST_COLOUR }),
    });
    // Lengths are compressed (power 0.6) so the sparrow stays visible next to the heron.
    return { ...drawing, weight: SIZE_REFERENCES[s].lengthCm ** 0.6 };
  });
  // Each bird's drawn width stands for its length; one unit scale fits the row in the frame.
  const widths = birds.map((b) => b.frame.x1 - b.frame.x0);
  const heights = birds.map((b) => b.frame.y1 - b.frame.y0);
  const totalWeight = birds.reduce((sum, b) => sum + b.weight, 0);
  const byWidth = (VIEW_W - 16 - GAP * (birds.length - 1)) / totalWeight;
  const byHeight = Math.min(
    ...birds.map((b, i) => (GROUND - TOP) / ((heights[i]! * b.weight) / widths[i]!)),
  );
  const unit = Math.min(byWidth, byHeight);
  let x = (VIEW_W - unit * totalWeight - GAP * (birds.length - 1)) / 2;
  const parts = birds.map((b, i) => {
    const k = (b.weight * unit) / widths[i]!;
    const svg = el(
      'svg',
      {
        x: x - b.frame.x0 * k,
        y: GROUND - b.frame.y1 * k,
        width: VIEW_W * k,
        height: VIEW_H * k,
        viewBox: `0 0 ${VIEW_W} ${VIEW_H}`,
      },
      b.defs + b.body,
    );
    x += b.weight * unit + GAP;
    return svg;
  });
  const ground = el('path', {
    d: `M6 ${n(GROUND + 1)}H194`,
    stroke: '#9aa3ab',
    'stroke-width': 1.5,
    'stroke-linecap': 'round',
  });
  return svgDocument(
    `size-${size}`,
    SIZE_REFERENCES[size].title,
    ground + parts.join(''),
    options.width,
  );
}
