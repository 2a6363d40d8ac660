import { EMPTY_QUIZ_RECORD, type QuizRecord } from '@tvt/domain';
import { fetchJson } from '../config/fetch-json.ts';
import type { QuizScoreStore } from '../quiz/index.ts';
import { accountUrl, sendAuthorised, unwrapData, type AccountConfig } from './account-request.ts';

const whole = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) ? value : 0;

function parseQuizRecord(body: unknown): QuizRecord {
  const raw = unwrapData(body) as Partial<Record<keyof QuizRecord, unknown>> | null | undefined;
  if (!raw) return EMPTY_QUIZ_RECORD;
  return {
    highscore: whole(raw.highscore),
    highscoretime: whole(raw.highscoretime),
    totalpoints: whole(raw.totalpoints),
  };
}

/**
 * Spec 6: a logged-in player's high score lives on the server — `GET/POST {account}/user/quiz`.
 * The server applies the same raise-only rule, so its answer is the record to show.
 */
export function accountQuizScoreStore(config: AccountConfig): QuizScoreStore {
  const url = accountUrl(config, 'user/quiz');
  return {
    load: async () => parseQuizRecord(await fetchJson(url)),
    save: async (result) => {
      const response = await sendAuthorised(url, 'POST', {
        score: result.score,
        time: result.time,
      });
      return parseQuizRecord(await response.json());
    },
  };
}
