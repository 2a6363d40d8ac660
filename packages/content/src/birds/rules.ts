import type { BirdSizeClass } from './types.ts';

/**
 * The spec's size options give ranges that overlap or leave gaps: sparrow 'under 16 cm',
 * blackbird '17 to 30', crow '30 to 65', heron '65 to 100'. We read each named lower bound as
 * inclusive and start the next class there, so every length has exactly one class:
 * under 17 → 1, 17 up to 30 → 2, 30 up to 65 → 3, 65 and more → 4. Birds between 16 and 17 cm
 * (goudvink, ijsvogel) look sparrow-sized; birds over 100 cm (knobbelzwaan, ooievaar) get the
 * largest class there is.
 */
export const SIZE_CLASS_LOWER_BOUNDS_CM = { blackbird: 17, crow: 30, heron: 65 } as const;

export function sizeClassForLength(lengthCm: number): BirdSizeClass {
  if (!Number.isFinite(lengthCm) || lengthCm <= 0) {
    throw new RangeError(`Invalid bird length: ${lengthCm}`);
  }
  if (lengthCm < SIZE_CLASS_LOWER_BOUNDS_CM.blackbird) return 1;
  if (lengthCm < SIZE_CLASS_LOWER_BOUNDS_CM.crow) return 2;
  if (lengthCm < SIZE_CLASS_LOWER_BOUNDS_CM.heron) return 3;
  return 4;
}

/**
 * The stable id of a species: its Dutch name in lower case, diacritics removed, spaces turned
 * into hyphens ('Turkse tortel' → 'turkse-tortel'). Names contain only letters and spaces, so
 * nothing else needs escaping.
 */
export function birdIdFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-');
}
