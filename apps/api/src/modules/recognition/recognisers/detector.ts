import { birdColourShares, mainColoursOf } from '../bird-colours.ts';
import { birdMask } from '../foreground-mask.ts';
import { layoutShares, photoLayouts } from '../rank-by-fit.ts';
import { type Detection, detectBirds } from '../object-detector.ts';
import type { PreparedImage, Recognition, Recogniser } from '../types.ts';

/**
 * Below this detector score a 'bird' is not sure: a badger on the garden photos of the
 * evaluation set scored 0.44, the birds 0.53–0.73. Then the answer says it cannot tell
 * (`birdFound: null`) and names no birds, so no animal is reported as a bird.
 */
export const SURE_BIRD_SCORE = 0.5;

/**
 * The built-in recogniser: a COCO object detector says whether and where there is a bird; the
 * bird's pixels inside its box (foreground-mask.ts) say what it looks like. It names no species
 * and gives no likelihood: the service ranks the species whose drawings the bird resembles.
 */
export function createDetectorRecogniser(
  detect: (image: PreparedImage) => Promise<Detection[]> = (image) => detectBirds(image),
): Recogniser {
  return {
    name: 'detector',
    async analyse(image: PreparedImage): Promise<Recognition> {
      const [best] = await detect(image);
      if (!best) return { birdFound: false, guesses: [] };
      const layouts = photoLayouts(birdMask(image, best.box));
      // A failed mask leaves the ring-subtracted box colours as the better colour reading.
      const shares = layouts.weak
        ? birdColourShares(image, best.box).shares
        : layoutShares(layouts.layouts[0]!);
      return {
        birdFound: best.score >= SURE_BIRD_SCORE ? true : null,
        guesses: [],
        box: best.box,
        colours: mainColoursOf(shares),
        colourShares: shares,
        layouts,
      };
    },
  };
}
