import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http-error.ts';
import { decodeRefusal, requireImageType } from '../../image-intake/decode.ts';
import { sexDrawingUrl } from '../birds/drawings.ts';
import type { BirdRepository } from '../birds/repository.ts';
import type { WizardService } from '../wizard/service.ts';
import { NoRecogniserAnswered, runChain } from './chain.ts';
import { birdColourShares, mainColoursOf } from './bird-colours.ts';
import { MAX_SUGGESTIONS, clampConfidence, confidenceLabel } from './confidence.ts';
import { RECOGNITION_MESSAGES as M } from './messages.ts';
import { prepareImage } from './prepare-image.ts';
import { birdMask } from './foreground-mask.ts';
import { MIN_SCORE, photoLayouts, rankByFit } from './rank-by-fit.ts';
import type { Recognition, Recogniser } from './types.ts';

export const UNAVAILABLE_MESSAGE =
  'De herkenning is nu niet beschikbaar. Probeer het later opnieuw.';

/** How many birds with the photo's colours the answer lists. */
export const MAX_COLOUR_MATCHES = 6;

function explanation(result: Recognition, suggestions: number, colourMatches: number) {
  if (result.birdFound === false) return M.noBird;
  if (suggestions > 0) return result.birdFound === null ? M.unsure : M.modelGuess;
  if (result.birdFound === null) return M.unsureNoSpecies;
  if (colourMatches > 0) return M.colourOnly;
  return (result.colours?.length ?? 0) > 0 ? M.weakColours : M.birdNoSpecies;
}

function drawings(id: string) {
  return [sexDrawingUrl(id, 'man'), sexDrawingUrl(id, 'vrouw')];
}

export function createRecognitionService(
  species: BirdRepository,
  wizard: Pick<WizardService, 'traits'>,
  chain: readonly Recogniser[],
) {
  return {
    /** Checks the bytes, asks the chain, and answers with known species only, surest first. */
    async analyse(bytes: Buffer, log: FastifyBaseLogger) {
      await requireImageType(bytes, 'image');
      let image;
      try {
        image = await prepareImage(bytes);
      } catch (error) {
        throw decodeRefusal(error, 'image');
      }
      let result;
      try {
        result = await runChain(chain, image, log);
      } catch (error) {
        if (error instanceof NoRecogniserAnswered) throw new HttpError(503, UNAVAILABLE_MESSAGE);
        throw error;
      }
      const guesses = result.birdFound === false ? [] : result.guesses;
      // Known species only: ids the recogniser knows but the table does not are left out.
      const known = await species.findByIds(guesses.map((g) => g.id));
      const names = new Map(known.map((b) => [b.id, b.name]));
      const birds = guesses
        .filter((g) => names.has(g.id))
        .map((g) => ({ id: g.id, confidence: clampConfidence(g.confidence) }))
        .sort((a, b) => b.confidence - a.confidence)
        .slice(0, MAX_SUGGESTIONS)
        .map((g) => ({
          id: g.id,
          name: names.get(g.id) ?? g.id,
          images: drawings(g.id),
          confidence: g.confidence,
          confidenceLabel: confidenceLabel(g.confidence),
        }));
      let colours = result.colours;
      let layouts = result.layouts;
      if (result.box && result.birdFound !== false) {
        layouts ??= photoLayouts(birdMask(image, result.box));
        colours ??= mainColoursOf(birdColourShares(image, result.box).shares);
      }
      if (result.birdFound === false) colours = [];
      // The species whose drawings the bird resembles most (colours, where they sit, shape),
      // commonness only breaking ties; none when even the best fits weakly (decision 124).
      const ranked =
        layouts && result.birdFound === true
          ? await rankByFit(await wizard.traits(), layouts.layouts, layouts.weak)
          : [];
      const colourMatches =
        ranked.length > 0 && (ranked[0]?.score ?? 0) >= MIN_SCORE
          ? ranked
              .slice(0, MAX_COLOUR_MATCHES)
              .map(({ species: b }) => ({ id: b.id, name: b.name, images: drawings(b.id) }))
          : [];
      return {
        birdFound: result.birdFound,
        birds,
        ...(result.box && result.birdFound !== false ? { box: result.box } : {}),
        colours: colours ?? [],
        colourMatches,
        method: result.method,
        message: explanation(result, birds.length, colourMatches.length),
      };
    },
  };
}

export type RecognitionService = ReturnType<typeof createRecognitionService>;
