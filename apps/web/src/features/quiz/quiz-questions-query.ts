import type { QuizQuestion } from '@tvt/domain';
import { type QuizResponse, quizResponse } from '@tvt/contract';
import { requestJson, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

/** Spec 3 "Quiz": questions with exactly one correct option; anything else is dropped. */
export function quizQuestionsOf({ data }: QuizResponse): QuizQuestion[] {
  return data.filter(
    (q) => q.options.length > 1 && q.options.filter((o) => o.correct).length === 1,
  );
}

/**
 * `GET {bird}/birds/quiz`: a fresh batch every call, so it is fetched directly rather than
 * cached as a query; the quiz appends each batch (spec 4: when fewer than 3 remain).
 */
export async function fetchQuizQuestions(
  config: RuntimeConfig,
  signal?: AbortSignal,
): Promise<QuizQuestion[]> {
  return quizQuestionsOf(
    await requestJson(serviceUrl(config.services.bird, 'birds/quiz', config.source), quizResponse, {
      signal,
    }),
  );
}
