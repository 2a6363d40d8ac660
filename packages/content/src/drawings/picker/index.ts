// The wizard's picker images (spec section 3 "Determination filters").
import type { BeakClass, SilhouetteClass, SizeClass } from '../types.ts';
import { BEAK_TITLES, renderBeakPicker } from './beaks.ts';
import { renderSilhouettePicker, SILHOUETTE_REFERENCES } from './silhouettes.ts';
import { renderSizePicker, SIZE_REFERENCES } from './sizes.ts';

export {
  renderBeakPicker,
  renderSilhouettePicker,
  renderSizePicker,
  SILHOUETTE_REFERENCES,
  SIZE_REFERENCES,
};

export interface PickerImage {
  filter: 'size' | 'silhouette' | 'beak';
  value: number;
  caption: string;
  svg: string;
}

const SIZES: SizeClass[] = [1, 2, 3, 4];
const NINE = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Every picker image: sizes 1–4, silhouettes 1–9 and beaks 1–9. */
export function pickerImages(options: { width?: number } = {}): PickerImage[] {
  return [
    ...SIZES.map((v) => ({
      filter: 'size' as const,
      value: v,
      caption: SIZE_REFERENCES[v].title,
      svg: renderSizePicker(v, options),
    })),
    ...NINE.map((v: SilhouetteClass) => ({
      filter: 'silhouette' as const,
      value: v,
      caption: SILHOUETTE_REFERENCES[v].title,
      svg: renderSilhouettePicker(v, options),
    })),
    ...NINE.map((v: BeakClass) => ({
      filter: 'beak' as const,
      value: v,
      caption: BEAK_TITLES[v],
      svg: renderBeakPicker(v, options),
    })),
  ];
}
