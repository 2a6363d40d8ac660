import { quizResponse } from '@tvt/contract';
import type { RandomSource } from '@tvt/domain';
import { birdDrawingUrl } from '../birds/drawings.ts';
import type { BirdTraitsRepository } from '../birds/traits-repository.ts';
import { type QuizDeck, type ServedQuestion, drawQuestions, prepareDeck } from './questions.ts';

/** The garden birds of the ranking (its top blocks): the quiz is about birds people see. */
export const QUIZ_MAX_RANK = 80;

/** Keeps the deck until content changes (the read cache's memo); by default loads every call. */
export type PoolMemo = <T>(load: () => Promise<T>) => () => Promise<T>;

export function createQuizService(
  repository: Pick<BirdTraitsRepository, 'quizCandidates'>,
  random: RandomSource = Math.random,
  memo: PoolMemo = (load) => load,
) {
  const deck = memo(async (): Promise<QuizDeck> => {
    const prepared = prepareDeck(await repository.quizCandidates(QUIZ_MAX_RANK), (id) =>
      birdDrawingUrl(id),
    );
    // The route serialises without checking each answer (routes.ts): every card is checked
    // here once, as the right answer of one question, against the contract.
    quizResponse.parse({ data: drawQuestions(prepared, random, prepared.cards.length) });
    return prepared;
  });
  return {
    async questions(): Promise<ServedQuestion[]> {
      return drawQuestions(await deck(), random);
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
