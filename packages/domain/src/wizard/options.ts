import { SPECIES_NOUN, plural } from '../format/plural.ts';
/** One choice of a determination picker (spec 3 "Determination filters"). */
export interface WizardOption {
  value: number;
  label: string;
}

export interface ColourOption extends WizardOption {
  hex: string;
}

export const SIZE_OPTIONS: readonly WizardOption[] = [
  { value: 1, label: 'Zo groot als een mus (kleiner dan 16 cm)' },
  { value: 2, label: 'Zo groot als een merel (17 tot 30 cm)' },
  { value: 3, label: 'Zo groot als een kraai (30 tot 65 cm)' },
  { value: 4, label: 'Zo groot als een reiger (65 tot 100 cm)' },
];

export const COLOUR_OPTIONS: readonly ColourOption[] = [
  { value: 1, label: 'Zwart', hex: '#000000' },
  { value: 2, label: 'Wit', hex: '#ffffff' },
  { value: 3, label: 'Grijs', hex: '#666666' },
  { value: 4, label: 'Geel', hex: '#faed29' },
  { value: 5, label: 'Oranje', hex: '#fc9c63' },
  { value: 6, label: 'Rood', hex: '#cd031d' },
  { value: 7, label: 'Blauwgrijs', hex: '#7894ab' },
  { value: 8, label: 'Groen', hex: '#6f8828' },
  { value: 9, label: 'Bruin', hex: '#965f04' },
];

export const SILHOUETTE_OPTIONS: readonly WizardOption[] = [
  { value: 1, label: 'Eend of gans' },
  { value: 2, label: 'Steltloper' },
  { value: 3, label: 'Meeuw of stern' },
  { value: 4, label: 'Klein vogeltje' },
  { value: 5, label: 'Merelachtig' },
  { value: 6, label: 'Lang' },
  { value: 7, label: 'Roofvogel' },
  { value: 8, label: 'Zwaluw' },
  { value: 9, label: 'Overig' },
];

export const BEAK_OPTIONS: readonly WizardOption[] = [
  { value: 1, label: 'Lang en dun' },
  { value: 2, label: 'Halflang en dun' },
  { value: 3, label: 'Kort en dun' },
  { value: 4, label: 'Eendensnavel' },
  { value: 5, label: 'Kegelvormig' },
  { value: 6, label: 'Dik en scherp' },
  { value: 7, label: 'Haaksnavel' },
  { value: 8, label: 'Gebogen' },
  { value: 9, label: 'Dolkvormig' },
];

/** Spec 9: the wizard has four steps, in this order. */
export const WIZARD_STEPS = ['size', 'color', 'silhouette', 'beak'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Spec 2: the 'Filteren' sheet's title. */
export function wizardSheetTitle(count: number): string {
  return `${plural(count, SPECIES_NOUN)} gevonden`;
}
