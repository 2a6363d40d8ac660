import {
  applyQuizResult,
  QUIZ_STORAGE_KEYS,
  readStoredQuizRecord,
  type QuizRecord,
  type QuizResult,
} from '@tvt/domain';

/**
 * Where a player's high score lives. Logged-out players keep it on the device; a store for
 * logged-in players (`GET/POST {account}/user/quiz`) implements the same interface.
 */
export interface QuizScoreStore {
  load(): Promise<QuizRecord>;
  /** Adds the run's points and raises the high score by the domain rule; returns the new record. */
  save(result: QuizResult): Promise<QuizRecord>;
}

/** Spec 3: `quizHighscore`, `quizHighscoreTime`, `quizTotalpoints`, parsed as integers. */
export function localQuizScoreStore(storage: Storage): QuizScoreStore {
  const read = () => readStoredQuizRecord((key) => storage.getItem(key));
  return {
    load: () => Promise.resolve(read()),
    save: (result) => {
      const next = applyQuizResult(read(), result);
      storage.setItem(QUIZ_STORAGE_KEYS.highscore, String(next.highscore));
      storage.setItem(QUIZ_STORAGE_KEYS.highscoretime, String(next.highscoretime));
      storage.setItem(QUIZ_STORAGE_KEYS.totalpoints, String(next.totalpoints));
      return Promise.resolve(next);
    },
  };
}
