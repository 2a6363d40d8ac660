import {
  type QuizOption,
  type QuizQuestion,
  type RandomSource,
  answerText,
  sample,
  shuffle,
} from '@tvt/domain';
import type { QuizCandidate } from '../birds/traits-repository.ts';

export const QUESTIONS_PER_CALL = 10;
export const OPTIONS_PER_QUESTION = 4;

export type ImageOf = (id: string) => string;

type ServedOption = QuizOption & { text: string };

/** The domain's question, with the answer text always present on the server's side. */
export interface ServedQuestion extends QuizQuestion {
  options: ServedOption[];
}

interface Card {
  readonly name: string;
  readonly image: string;
  /** This species as a wrong and as the right option; shared by every question drawn. */
  readonly wrong: Readonly<ServedOption>;
  readonly right: Readonly<ServedOption>;
  /** The other cards (indexes) in the order wrong answers are taken from, one list per tier. */
  readonly tiers: readonly (readonly number[])[];
}

/**
 * What a quiz is drawn from, prepared once per pool (the pool changes only when the content
 * does): each call then only draws, without filtering the pool or drawing images again.
 */
export interface QuizDeck {
  readonly cards: readonly Card[];
}

/**
 * Wrong answers that make the question a real one: first the species people confuse it with,
 * then the same silhouette and size, then the same size or silhouette, then the rest.
 */
function tiersFor(answer: QuizCandidate, pool: readonly QuizCandidate[]): number[][] {
  const tiers: number[][] = [[], [], [], []];
  pool.forEach((c, index) => {
    if (c.id === answer.id) return;
    const similar = answer.similar.includes(c.id) || c.similar.includes(answer.id);
    const sameSize = c.sizeClass === answer.sizeClass;
    const sameShape = c.silhouette === answer.silhouette;
    const tier = similar ? 0 : sameSize && sameShape ? 1 : sameSize || sameShape ? 2 : 3;
    tiers[tier]!.push(index);
  });
  return tiers;
}

/** Only species with a drawing make a card: a question needs a picture for every option. */
export function prepareDeck(pool: readonly QuizCandidate[], imageOf: ImageOf): QuizDeck {
  const usable = pool
    .map((c) => ({ candidate: c, image: imageOf(c.id) }))
    .filter((u) => u.image !== '');
  const candidates = usable.map((u) => u.candidate);
  const cards = usable.map(({ candidate, image }): Card => {
    const option = { name: candidate.name, image, text: answerText(candidate.name) };
    return {
      name: candidate.name,
      image,
      wrong: Object.freeze({ ...option, correct: false }),
      right: Object.freeze({ ...option, correct: true }),
      tiers: tiersFor(candidate, candidates),
    };
  });
  return { cards };
}

/** `count` wrong answers for a card: whole tiers in order, a random part of the last one used. */
function wrongFor(card: Card, count: number, random: RandomSource): number[] {
  const chosen: number[] = [];
  for (const tier of card.tiers) {
    const missing = count - chosen.length;
    if (missing <= 0) break;
    chosen.push(...(tier.length <= missing ? tier : sample(tier, missing, random)));
  }
  return chosen;
}

/** One question per species, `count` distinct species, options in random order. */
export function drawQuestions(
  deck: QuizDeck,
  random: RandomSource,
  count: number = QUESTIONS_PER_CALL,
): ServedQuestion[] {
  return sample(deck.cards, count, random).map((card) => {
    const wrong = wrongFor(card, OPTIONS_PER_QUESTION - 1, random).map((i) => deck.cards[i]!.wrong);
    return { name: card.name, image: card.image, options: shuffle([card.right, ...wrong], random) };
  });
}
