import { mainColours } from '../colours.ts';
import { type Detection, detectBirds } from '../object-detector.ts';
import { regionPixels } from '../region.ts';
import type { PreparedImage, Recognition, Recogniser } from '../types.ts';

/** A candidate species from the wizard's colour matching and how many main colours it shows. */
export interface ColourCandidate {
  id: string;
  matched: number;
}

export type RankByColours = (colours: number[]) => Promise<ColourCandidate[]>;

/**
 * A colour match is a hint, not an identification: the best suggestion stays below 0.45, so it
 * is at most 'mogelijk'.
 */
const COLOUR_EVIDENCE = 0.45;

/**
 * The built-in recogniser: a COCO object detector says whether and where there is a bird; the
 * main colours inside its box pick candidate species through the wizard's matching, most
 * counted in gardens first. It never claims a species from colours alone.
 */
export function createDetectorRecogniser(
  rank: RankByColours,
  detect: (image: PreparedImage) => Promise<Detection[]> = (image) => detectBirds(image),
): Recogniser {
  return {
    name: 'detector',
    async analyse(image: PreparedImage): Promise<Recognition> {
      const [best] = await detect(image);
      if (!best) return { birdFound: false, guesses: [] };
      const region = regionPixels(image, best.box);
      const colours = mainColours(region.rgb, region.width, region.height);
      const candidates = colours.length > 0 ? await rank(colours) : [];
      const guesses = candidates.map((c, i) => ({
        id: c.id,
        confidence: (best.score * COLOUR_EVIDENCE * (c.matched / colours.length)) / (1 + 0.25 * i),
      }));
      return { birdFound: true, guesses, box: best.box, colours };
    },
  };
}
