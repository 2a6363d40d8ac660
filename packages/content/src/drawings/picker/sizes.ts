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
const GROUND = 136;
const GAP = 3;

export function renderSizePicker(size: SizeClass, options: { width?: number } = {}): string {
  // Lengths are compressed (power 0.6) so the sparrow stays visible next to the heron.
  const weights = SIZES.map((s) => SIZE_REFERENCES[s].lengthCm ** 0.6);
  const total = weights.reduce((a, b) => a + b, 0);
  const usable = VIEW_W - 8 - GAP * (SIZES.length - 1);
  let x = 4;
  const parts: string[] = [];
  SIZES.forEach((s, i) => {
    const w = (weights[i]! / total) * usable;
    const { defs, body } = renderBirdParts(requireBird(SIZE_REFERENCES[s].id), {
      idPrefix: `size${size}-${s}`,
      scene: false,
      align: 'bottom',
      ...(s === size ? {} : { silhouette: GHOST_COLOUR }),
    });
    // The renderer fits every bird to the frame minus a 10-unit margin; crop that margin away.
    const h = (w * (VIEW_H - 20)) / (VIEW_W - 20);
    const viewBox = `10 10 ${VIEW_W - 20} ${VIEW_H - 20}`;
    parts.push(
      el(
        'svg',
        { x, y: GROUND - h, width: w, height: h, viewBox, preserveAspectRatio: 'xMidYMax meet' },
        defs + body,
      ),
    );
    x += w + GAP;
  });
  const ground = el('path', {
    d: `M4 ${n(GROUND - 1)}H196`,
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
