// The silhouette picker (spec section 3 "Silhouette options"): one typical species per class,
// drawn as a flat dark shape.
import { requireBird } from '../catalogue.ts';
import { renderBirdParts } from '../render/render-bird.ts';
import type { SilhouetteClass } from '../types.ts';
import { SILHOUETTE_COLOUR, svgDocument } from './svg-doc.ts';

export const SILHOUETTE_REFERENCES: Record<SilhouetteClass, { id: string; title: string }> = {
  1: { id: 'wilde-eend', title: 'Silhouet: eend of gans' },
  2: { id: 'blauwe-reiger', title: 'Silhouet: steltloper' },
  3: { id: 'kokmeeuw', title: 'Silhouet: meeuw of stern' },
  4: { id: 'koolmees', title: 'Silhouet: klein vogeltje' },
  5: { id: 'merel', title: 'Silhouet: merelachtig' },
  6: { id: 'ekster', title: 'Silhouet: lang' },
  7: { id: 'sperwer', title: 'Silhouet: roofvogel' },
  8: { id: 'boerenzwaluw', title: 'Silhouet: zwaluw' },
  9: { id: 'houtduif', title: 'Silhouet: overig' },
};

export function renderSilhouettePicker(
  silhouette: SilhouetteClass,
  options: { width?: number } = {},
): string {
  const ref = SILHOUETTE_REFERENCES[silhouette];
  const { defs, body } = renderBirdParts(requireBird(ref.id), {
    idPrefix: `sil-${silhouette}`,
    silhouette: SILHOUETTE_COLOUR,
    scene: false,
  });
  return svgDocument(`sil-${silhouette}`, ref.title, defs + body, options.width);
}
