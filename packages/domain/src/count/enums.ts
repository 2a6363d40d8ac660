import { displayAnswer } from '../format/answer-text.ts';

/** A choice as the select component shows it (spec 3 "Select option"). */
export interface SelectOption<V extends string = string> {
  name: string;
  value: V;
}

function options<const T extends readonly string[]>(values: T): SelectOption<T[number]>[] {
  return values.map((value) => ({ name: displayAnswer(value), value }));
}

// Spec 3 "Enumerations": the stored values, spelled exactly as the spec spells them.
export const TELPLEK_VALUES = ['tuin', 'balkon'] as const;
export const TELLER_VALUES = [
  'Een beginnende vogelaar (ik herken nog niet alle tuinvogels)',
  'Een gevorderde vogelaar (ik herken alle tuinvogels)',
  // The spec gives only the prefix; Sovon is the research institute the count reports to.
  'Een vogelteller en ik tel voor Sovon',
] as const;
export const NEERSLAG_VALUES = ['neerslag', 'geen neerslag'] as const;
export const GROOTTETUIN_VALUES = ['0-25m2', '25-100m2', '100-500m2', 'meer dan 500m2'] as const;
export const BEPLANTING_VALUES = ['0%', '0-25%', '25-50%', '50-100%', '100%'] as const;
export const KATTEN_VALUES = ['ja, mijn eigen katten', 'ja, katten van de buren', 'nee'] as const;
export const BESTRIJDINGSMIDDELEN_VALUES = ['ja', 'ja, maar alleen biologisch', 'nee'] as const;
export const VOEDING_VALUES = [
  'wekelijks of dagelijks in de winter',
  'wekelijks of dagelijks het hele jaar door',
  'incidenteel',
  'nooit',
] as const;

/** Garden elements as shown; spec 3 stores each in lowercase. */
export const ELEMENT_LABELS = [
  'Bomen',
  'Niet-besdragende struiken',
  'Besdragende struiken',
  'Heg',
  'Gras',
  'Bloemen',
  'Kunstgras',
  'Nestkast(en)',
  'Composthoop',
  'Inheemse beplanting',
  'Biologische beplanting',
  'Vijver',
  'Pergola met klimplanten',
  'Kippenhok',
  'Houthok',
] as const;
export const ELEMENT_VALUES = ELEMENT_LABELS.map((label) => label.toLowerCase()) as [
  string,
  ...string[],
];

export type Telplek = (typeof TELPLEK_VALUES)[number];
export type Teller = (typeof TELLER_VALUES)[number];
export type Neerslag = (typeof NEERSLAG_VALUES)[number];
export type GrootteTuin = (typeof GROOTTETUIN_VALUES)[number];
export type Beplanting = (typeof BEPLANTING_VALUES)[number];
export type Katten = (typeof KATTEN_VALUES)[number];
export type Bestrijdingsmiddelen = (typeof BESTRIJDINGSMIDDELEN_VALUES)[number];
export type Voeding = (typeof VOEDING_VALUES)[number];

export const TELPLEK_OPTIONS = options(TELPLEK_VALUES);
export const TELLER_OPTIONS = options(TELLER_VALUES);
export const NEERSLAG_OPTIONS = options(NEERSLAG_VALUES);
export const GROOTTETUIN_OPTIONS = options(GROOTTETUIN_VALUES);
export const BEPLANTING_OPTIONS = options(BEPLANTING_VALUES);
export const KATTEN_OPTIONS = options(KATTEN_VALUES);
export const BESTRIJDINGSMIDDELEN_OPTIONS = options(BESTRIJDINGSMIDDELEN_VALUES);
export const VOEDING_OPTIONS = options(VOEDING_VALUES);
export const ELEMENT_OPTIONS: SelectOption[] = ELEMENT_LABELS.map((name) => ({
  name,
  value: name.toLowerCase(),
}));

/** Stored form of a garden element label (spec 3: lowercase). */
export function elementValue(label: string): string {
  return label.trim().toLowerCase();
}
