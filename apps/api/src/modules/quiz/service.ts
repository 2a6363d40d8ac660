import type { RandomSource } from '@tvt/domain';
import { birdDrawingUrl } from '../birds/drawings.ts';
import { type ServedQuestion, buildQuestions } from './questions.ts';
import type { QuizRepository } from './repository.ts';

/** The garden birds of the ranking (its top blocks): the quiz is about birds people see. */
export const QUIZ_MAX_RANK = 80;

export function createQuizService(repository: QuizRepository, random: RandomSource = Math.random) {
  return {
    async questions(): Promise<ServedQuestion[]> {
      const pool = await repository.candidates(QUIZ_MAX_RANK);
      return buildQuestions(pool, (id) => birdDrawingUrl(id), random);
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
