import { quizRecordResponse } from '@tvt/contract';
import type { QuizScoreBody } from '@tvt/domain';
import { requestJson } from '#shared/http/index.ts';
import type { QuizScoreStore } from '../quiz/index.ts';
import { type AccountConfig, accountUrl } from './account-user-query.ts';

/**
 * Spec 6: a logged-in player's high score lives on the server — `GET/POST {account}/user/quiz`.
 * The server applies the same raise-only rule, so its answer is the record to show.
 */
export function accountQuizScoreStore(config: AccountConfig): QuizScoreStore {
  const url = accountUrl(config, 'user/quiz');
  return {
    load: async () => (await requestJson(url, quizRecordResponse)).data,
    save: async (result) => {
      const json: QuizScoreBody = { score: result.score, time: result.time };
      return (await requestJson(url, quizRecordResponse, { method: 'POST', json })).data;
    },
  };
}
