/** A bird the count offers (spec 3 "Count bird"), as served in `tvtBirds.json`. */
export interface CountBird {
  id: string;
  tvtbirdid: number;
  name: string;
  image: string;
  thresholdvalue: number;
  primary: boolean;
}

/** One counted species in the count object (spec 3 `birds`), keyed by bird id. */
export interface CountBirdEntry {
  birdCountSuspicious: boolean;
  birdName: string;
  birdImage: string;
  birdCount: number;
}

export type CountBirds = Record<string, CountBirdEntry>;

/** Spec 3: the 'Niet herkend' pseudo bird; its id is its tvtbirdid so both sides agree on the key. */
export const UNRECOGNISED_BIRD_TVT_ID = 97;
export const UNRECOGNISED_BIRD: CountBird = {
  id: String(UNRECOGNISED_BIRD_TVT_ID),
  tvtbirdid: UNRECOGNISED_BIRD_TVT_ID,
  name: 'Niet herkend',
  image: '',
  thresholdvalue: 999,
  primary: false,
};

/** Spec 2: placeholder of the unrecognised bird's description. */
export const UNRECOGNISED_BIRD_PLACEHOLDER =
  'Beschrijf de kleur, de grootte en het gedrag van de vogel';
