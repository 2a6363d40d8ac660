import { mainColours } from '../colours.ts';
import { type Detection, detectBirds } from '../object-detector.ts';
import { regionPixels } from '../region.ts';
import type { PreparedImage, Recognition, Recogniser } from '../types.ts';

/**
 * The built-in recogniser: a COCO object detector says whether and where there is a bird, and
 * the main colours inside its box say what it looks like. It names no species: colours are not
 * an identification, so the answer shows birds with these colours apart from any ranking
 * (see the service) and never a likelihood.
 */
export function createDetectorRecogniser(
  detect: (image: PreparedImage) => Promise<Detection[]> = (image) => detectBirds(image),
): Recogniser {
  return {
    name: 'detector',
    async analyse(image: PreparedImage): Promise<Recognition> {
      const [best] = await detect(image);
      if (!best) return { birdFound: false, guesses: [] };
      const region = regionPixels(image, best.box);
      const colours = mainColours(region.rgb, region.width, region.height);
      return { birdFound: true, guesses: [], box: best.box, colours };
    },
  };
}
