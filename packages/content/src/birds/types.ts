// The shape of the species data. Option numbers follow spec section 3 "Determination filters".

/** Colour options: 1 black, 2 white, 3 grey, 4 yellow, 5 orange, 6 red, 7 blue-grey, 8 green, 9 brown. */
export type BirdColour = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Size options: 1 sparrow, 2 blackbird, 3 crow, 4 heron. See `sizeClassForLength`. */
export type BirdSizeClass = 1 | 2 | 3 | 4;

/**
 * Silhouette options: 1 duck or goose, 2 wader, 3 gull or tern, 4 small, 5 blackbird-like,
 * 6 long, 7 bird of prey, 8 swallow, 9 other. How the data reads them is in the README.
 */
export type BirdSilhouette = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * Beak options: 1 long and thin, 2 half-long and thin, 3 short and thin, 4 duck or goose,
 * 5 conical, 6 thick and sharp, 7 hooked, 8 curved, 9 dagger-shaped.
 */
export type BirdBeak = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Who a drawing in the 'Herkenning' gallery shows. 'man'/'vrouw' only where the sexes differ. */
export type PlumageForm = 'man' | 'vrouw' | 'volwassen' | 'juveniel' | 'eerste winter';

/** One entry of the 'Herkenning' gallery. */
export interface PlumageVariant {
  form: PlumageForm;
  /** Left out when the plumage looks the same all year (the gallery then shows the form only). */
  plumage?: string;
}

/** One species as written in the data files. */
export interface BirdSpecies {
  /** The Dutch name as a slug, see `birdIdFromName`; drawings and URLs key on it. */
  id: string;
  /** Stable numeric id used by the count (97 is the 'Niet herkend' pseudo bird). */
  tvtbirdid: number;
  /** Dutch name, sentence case, proper parts capitalised ('Turkse tortel'). */
  name: string;
  scientificName: string;
  englishName: string;
  /** Scientific family name. */
  family: string;
  /** Typical total length in cm (midpoint of the usual field-guide range). */
  lengthCm: number;
  /**
   * Every colour a participant would name for it, across the forms in `plumages`: plumage,
   * bill, legs and breast spots included.
   */
  colours: readonly BirdColour[];
  /** The shape a birder would choose. */
  silhouette: BirdSilhouette;
  beak: BirdBeak;
  /** Other size classes people judge it by, where they disagree with its length. */
  alsoSizes?: readonly BirdSizeClass[];
  /** Other silhouettes and beaks people choose for it. */
  alsoSilhouettes?: readonly BirdSilhouette[];
  alsoBeaks?: readonly BirdBeak[];
  /** Other Dutch names people search by ('Gaai' for the Vlaamse gaai). */
  otherNames?: readonly string[];
  /** A count at or above this number at one moment is flagged as suspicious (spec section 4). */
  thresholdvalue: number;
  /** Identification tip in Dutch, 2–4 sentences. */
  tip: string;
  /** Ids of species people confuse it with. */
  similar: readonly string[];
  plumages: readonly PlumageVariant[];
  /** Where or when a participant sees it, in Dutch. */
  habitatNote?: string;
}

/** A species with the fields derived by the index. */
export interface Bird extends BirdSpecies {
  sizeClass: BirdSizeClass;
  /** The wizard's view: `sizeClass`, `silhouette`, `beak` first, then the `also…` answers. */
  sizes: readonly BirdSizeClass[];
  silhouettes: readonly BirdSilhouette[];
  beaks: readonly BirdBeak[];
  /** Rank by how many are counted in Dutch gardens in winter; 1 = most counted. */
  commonness: number;
  /** On the count form's main grid. */
  primary: boolean;
  /** Position on the main grid (1-based), only for primary birds. */
  primaryOrder?: number;
}
