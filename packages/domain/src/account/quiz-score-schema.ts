import { z } from 'zod';
import { integer } from '../validation/zod-fields.ts';

/** A day on the quiz timer; a longer run is not a real one. */
export const QUIZ_TIME_MAX_SECONDS = 86_400;
/** Generous: every point is one correct answer in a row. */
export const QUIZ_SCORE_MAX = 100_000;

/** Body of `POST /user/quiz` (spec 7): score and time (seconds), both whole numbers. */
export const quizScoreBodySchema = z.object(
  {
    score: integer('score', 0, QUIZ_SCORE_MAX),
    time: integer('time', 0, QUIZ_TIME_MAX_SECONDS),
  },
  { error: 'De score moet een JSON-object met score en time zijn.' },
);

export type QuizScoreBody = z.output<typeof quizScoreBodySchema>;
