import {
  type QuizOption,
  type QuizQuestion,
  type RandomSource,
  answerText,
  shuffle,
} from '@tvt/domain';
import type { QuizCandidate } from './repository.ts';

export const QUESTIONS_PER_CALL = 10;
export const OPTIONS_PER_QUESTION = 4;

export type ImageOf = (id: string) => string;

/** The domain's question, with the answer text always present on the server's side. */
export interface ServedQuestion extends QuizQuestion {
  options: (QuizOption & { text: string })[];
}

/**
 * Wrong answers that make the question a real one: first the species people confuse it with,
 * then the same silhouette and size, then the same size or silhouette. Random within each tier.
 */
export function distractors(
  answer: QuizCandidate,
  pool: readonly QuizCandidate[],
  random: RandomSource,
) {
  const others = pool.filter((c) => c.id !== answer.id);
  const similar = others.filter(
    (c) => answer.similar.includes(c.id) || c.similar.includes(answer.id),
  );
  const rest = others.filter((c) => !similar.includes(c));
  const sameLook = rest.filter(
    (c) => c.silhouette === answer.silhouette && c.sizeClass === answer.sizeClass,
  );
  const near = rest.filter(
    (c) =>
      !sameLook.includes(c) &&
      (c.silhouette === answer.silhouette || c.sizeClass === answer.sizeClass),
  );
  const far = rest.filter((c) => !sameLook.includes(c) && !near.includes(c));
  return [similar, sameLook, near, far]
    .flatMap((tier) => shuffle(tier, random))
    .slice(0, OPTIONS_PER_QUESTION - 1);
}

/** One question per species, `count` distinct species, options in random order. */
export function buildQuestions(
  pool: readonly QuizCandidate[],
  imageOf: ImageOf,
  random: RandomSource,
  count: number = QUESTIONS_PER_CALL,
): ServedQuestion[] {
  const usable = pool.filter((c) => imageOf(c.id) !== '');
  return shuffle(usable, random)
    .slice(0, count)
    .map((answer) => {
      const wrong = distractors(answer, usable, random);
      const options = [answer, ...wrong].map((c) => ({
        name: c.name,
        image: imageOf(c.id),
        correct: c.id === answer.id,
        text: answerText(c.name),
      }));
      return { name: answer.name, image: imageOf(answer.id), options: shuffle(options, random) };
    });
}
