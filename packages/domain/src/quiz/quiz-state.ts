import type { HighScore, QuizResult } from './high-score.ts';

/** Spec 3 "Quiz": an option carries a correct marker and the text shown after answering. */
export interface QuizOption {
  name: string;
  image: string;
  correct: boolean;
  text?: string;
}

export interface QuizQuestion {
  name: string;
  image: string;
  options: QuizOption[];
}

/** Spec 4 "Quiz" states; the paused explanation is `explanationOpen` on top of any of them. */
export type QuizStatus =
  'intro' | 'question' | 'wrong-answer' | 'new-highscore-wrong' | 'new-highscore';

export interface QuizState {
  status: QuizStatus;
  questions: QuizQuestion[];
  index: number;
  score: number;
  /** Seconds on the timer; it only moves while `timerRunning`. */
  elapsed: number;
  timerRunning: boolean;
  highScore: HighScore;
  /** A new high score is announced once per run. */
  highScoreAnnounced: boolean;
  explanationOpen: boolean;
  /** Whether closing the explanation resumes the timer. */
  resumeTimerAfterExplanation: boolean;
  shareOpen: boolean;
  /** A run to persist (locally or `POST /user/quiz`); the caller dispatches `saved` after. */
  pendingSave: QuizResult | null;
  /** Bumped by every reset: the caller reloads questions and the high score when it changes. */
  reloadGeneration: number;
}

export type QuizAction =
  | { type: 'questionsLoaded'; questions: readonly QuizQuestion[] }
  | { type: 'highScoreLoaded'; highScore: HighScore }
  | { type: 'answer'; optionIndex: number }
  | { type: 'tick' }
  | { type: 'nextQuestion' }
  | { type: 'share' }
  | { type: 'closeShare' }
  | { type: 'stopQuiz' }
  | { type: 'improve' }
  | { type: 'retry' }
  | { type: 'stop' }
  | { type: 'openExplanation' }
  | { type: 'closeExplanation' }
  | { type: 'saved' };

/** Spec 9: more questions are fetched when fewer than 3 remain. */
export const QUIZ_MIN_REMAINING_QUESTIONS = 3;
/** Spec 9: the timer ticks every second. */
export const QUIZ_TICK_MS = 1000;

export function initialQuizState(
  highScore: HighScore = { highscore: 0, highscoretime: 0 },
): QuizState {
  return {
    status: 'intro',
    questions: [],
    index: 0,
    score: 0,
    elapsed: 0,
    timerRunning: false,
    highScore,
    highScoreAnnounced: false,
    explanationOpen: false,
    resumeTimerAfterExplanation: false,
    shareOpen: false,
    pendingSave: null,
    reloadGeneration: 0,
  };
}

export function currentQuestion(state: QuizState): QuizQuestion | undefined {
  return state.questions[state.index];
}

export function needsMoreQuestions(state: QuizState): boolean {
  return state.questions.length - state.index < QUIZ_MIN_REMAINING_QUESTIONS;
}

/** 'Stop' and 'Uitleg' show in the top bar during these states (spec 4). */
export function showsTopBarActions(state: QuizState): boolean {
  return state.status === 'question' || state.status === 'new-highscore';
}
