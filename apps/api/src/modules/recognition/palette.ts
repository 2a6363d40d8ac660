import { COLOUR_OPTIONS } from '@tvt/domain';

/**
 * Reference colours per spec colour value. The spec's swatch (first) is a stylised picker
 * colour; feathers in a photo under daylight are lighter or duller, so each value also has the
 * shades a bird of that colour shows (a light-grey back is grey, not blue-grey; a dark olive
 * back is green). Pixels go to the nearest reference colour.
 */
const SHADES: Readonly<Record<number, readonly string[]>> = {
  1: ['#1c1c1c', '#2e2a28'],
  2: ['#e8e8e4', '#d6d8d8'],
  3: ['#8c8c8c', '#a8a8a6', '#bdbdbb', '#555555'],
  4: ['#e0c830', '#d8c860', '#c8b440'],
  5: ['#e07840', '#d4884c', '#c86a3a'],
  6: ['#b02020', '#d03a2a', '#8c1c1c'],
  7: ['#6a7f96', '#8aa0b8', '#5a6e84'],
  8: ['#5a7028', '#7a8a3c', '#4c5e2c', '#8a9a50'],
  9: ['#7a5030', '#9a7048', '#5c3c20', '#b08a60'],
};

export const PALETTE_REFERENCES: readonly { value: number; hex: string }[] = COLOUR_OPTIONS.flatMap(
  (option) =>
    [option.hex, ...(SHADES[option.value] ?? [])].map((hex) => ({ value: option.value, hex })),
);
