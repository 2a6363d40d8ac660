import type { BirdLayout } from './bird-layout.ts';

/** A photo ready for every recogniser: upright, at most ANALYSIS_MAX_DIMENSION px, no alpha. */
export interface PreparedImage {
  /** JPEG bytes (what an external service receives). */
  jpeg: Buffer;
  /** Interleaved RGB bytes, `width × height × 3`. */
  rgb: Buffer;
  width: number;
  height: number;
}

/** Where the bird is, as fractions of the photo's width and height (0–1). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One suggested species: our bird id and how sure the recogniser is (0–1). */
export interface SpeciesGuess {
  id: string;
  confidence: number;
}

/**
 * A recogniser's honest answer. `birdFound` is null when the recogniser cannot tell whether
 * there is a bird at all (a classifier without a "no bird" class).
 */
export interface Recognition {
  birdFound: boolean | null;
  guesses: SpeciesGuess[];
  box?: Box;
  /** The bird's main colours (spec colour values 1–9), most visible first. */
  colours?: number[];
  /** Every colour measured on the bird with its share (background left out), most first. */
  colourShares?: { colour: number; share: number }[];
  /** The bird read from its mask (rank-by-fit.ts), facing either way; weak when the mask failed. */
  layouts?: { layouts: BirdLayout[]; weak: boolean };
}

export interface Recogniser {
  /** Stable name for logs and the answer's `method`. */
  readonly name: 'external' | 'model' | 'detector';
  analyse(image: PreparedImage): Promise<Recognition>;
}
