/** The best run so far: score, and the time (seconds) it took as the tie-break. */
export interface HighScore {
  highscore: number;
  highscoretime: number;
}

/** Spec 3 "Quiz": what the account service and the local keys keep per player. */
export interface QuizRecord extends HighScore {
  totalpoints: number;
}

/** A finished run as the client saves it (spec 7 "Quiz high score write": score and time). */
export interface QuizResult {
  score: number;
  /** Seconds on the quiz timer. */
  time: number;
}

/** Spec 3: local storage keys for players who are not logged in. */
export const QUIZ_STORAGE_KEYS = {
  highscore: 'quizHighscore',
  highscoretime: 'quizHighscoreTime',
  totalpoints: 'quizTotalpoints',
} as const;

export const EMPTY_QUIZ_RECORD: QuizRecord = { highscore: 0, highscoretime: 0, totalpoints: 0 };

/** Spec 5: higher than the high score, or equal to it with a longer time. */
export function isNewHighScore(score: number, time: number, best: HighScore): boolean {
  return score > best.highscore || (score === best.highscore && time > best.highscoretime);
}

/** Spec 5: stored values are parsed as integers; anything unreadable counts as 0. */
export function parseStoredInt(value: string | null | undefined): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isNaN(n) ? 0 : n;
}

export function readStoredQuizRecord(read: (key: string) => string | null): QuizRecord {
  return {
    highscore: parseStoredInt(read(QUIZ_STORAGE_KEYS.highscore)),
    highscoretime: parseStoredInt(read(QUIZ_STORAGE_KEYS.highscoretime)),
    totalpoints: parseStoredInt(read(QUIZ_STORAGE_KEYS.totalpoints)),
  };
}

/**
 * Saving a run, on the device and on the server alike: its points add to the total, and it
 * replaces the high score only by the rule of `isNewHighScore` — a save never lowers it.
 */
export function applyQuizResult(record: QuizRecord, result: QuizResult): QuizRecord {
  const totalpoints = record.totalpoints + result.score;
  return isNewHighScore(result.score, result.time, record)
    ? { highscore: result.score, highscoretime: result.time, totalpoints }
    : { ...record, totalpoints };
}
