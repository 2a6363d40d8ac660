import type { RandomSource } from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { birdDrawingUrl } from '../birds/drawings.ts';
import { type ServedQuestion, buildQuestions } from './questions.ts';
import { findQuizCandidates } from './repository.ts';

/** The garden birds of the ranking (its top blocks): the quiz is about birds people see. */
export const QUIZ_MAX_RANK = 80;

export function createQuizService(db: Db, random: RandomSource = Math.random) {
  return {
    async questions(): Promise<ServedQuestion[]> {
      const pool = await findQuizCandidates(db, QUIZ_MAX_RANK);
      return buildQuestions(pool, (id) => birdDrawingUrl(id), random);
    },
  };
}
