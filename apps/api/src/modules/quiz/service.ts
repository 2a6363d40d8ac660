import type { RandomSource } from '@tvt/domain';
import { birdDrawingUrl } from '../birds/drawings.ts';
import { type ServedQuestion, buildQuestions } from './questions.ts';
import type { QuizRepository } from './repository.ts';

/** The garden birds of the ranking (its top blocks): the quiz is about birds people see. */
export const QUIZ_MAX_RANK = 80;

/** Keeps the pool until content changes (the read cache's memo); by default loads every call. */
export type PoolMemo = <T>(load: () => Promise<T>) => () => Promise<T>;

export function createQuizService(
  repository: QuizRepository,
  random: RandomSource = Math.random,
  memo: PoolMemo = (load) => load,
) {
  const candidates = memo(() => repository.candidates(QUIZ_MAX_RANK));
  return {
    async questions(): Promise<ServedQuestion[]> {
      const pool = await candidates();
      return buildQuestions(pool, (id) => birdDrawingUrl(id), random);
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
