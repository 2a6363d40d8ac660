import type { QuizOption, QuizQuestion } from '@tvt/domain';
import { fetchJson } from '../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '#shared/config/runtime-config.ts';
import { type Json, isRecord, str } from '../config/read-json.ts';

function toOption(raw: Json): QuizOption {
  const text = str(raw.text);
  return {
    name: str(raw.name),
    image: str(raw.image),
    correct: raw.correct === true,
    ...(text && { text }),
  };
}

/** Spec 3 "Quiz": questions with exactly one correct option; anything else is dropped. */
export function parseQuizQuestions(raw: unknown): QuizQuestion[] {
  const data = isRecord(raw) ? raw.data : undefined;
  return (Array.isArray(data) ? data : [])
    .filter(isRecord)
    .map((q) => ({
      name: str(q.name),
      image: str(q.image),
      options: (Array.isArray(q.options) ? q.options : []).filter(isRecord).map(toOption),
    }))
    .filter(
      (q) =>
        q.name !== '' && q.options.length > 1 && q.options.filter((o) => o.correct).length === 1,
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
  return parseQuizQuestions(
    await fetchJson(serviceUrl(config.services.bird, 'birds/quiz', config.source), signal),
  );
}
