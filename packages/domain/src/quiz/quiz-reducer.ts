import { isNewHighScore } from './high-score.ts';
import { canShareQuizScore } from './quiz-texts.ts';
import type { QuizAction, QuizQuestion, QuizState } from './quiz-state.ts';
import { shuffle, type RandomSource } from './shuffle.ts';

function scoreToSave(state: QuizState): QuizState['pendingSave'] {
  return state.score !== 0 ? { score: state.score, time: state.elapsed } : null;
}

/** Spec 4 "Reset": clears the run and asks the caller to reload questions and high score. */
function reset(state: QuizState): QuizState {
  return {
    ...state,
    questions: [],
    index: 0,
    score: 0,
    elapsed: 0,
    highScoreAnnounced: false,
    explanationOpen: false,
    resumeTimerAfterExplanation: false,
    shareOpen: false,
    reloadGeneration: state.reloadGeneration + 1,
  };
}

function withShuffledOptions(
  questions: readonly QuizQuestion[],
  index: number,
  random: RandomSource,
): QuizQuestion[] {
  return questions.map((q, i) => (i === index ? { ...q, options: shuffle(q.options, random) } : q));
}

function answer(state: QuizState, optionIndex: number, random: RandomSource): QuizState {
  if (state.status === 'intro') return { ...state, status: 'question', timerRunning: true };
  if (state.status !== 'question') return state;
  const option = state.questions[state.index]?.options[optionIndex];
  if (!option) return state;
  if (option.correct) {
    const score = state.score + 1;
    const index = state.index + 1;
    const next = {
      ...state,
      score,
      index,
      questions: withShuffledOptions(state.questions, index, random),
    };
    if (!state.highScoreAnnounced && isNewHighScore(score, state.elapsed, state.highScore)) {
      return { ...next, status: 'new-highscore', timerRunning: false, highScoreAnnounced: true };
    }
    return next;
  }
  const stopped = { ...state, timerRunning: false, pendingSave: scoreToSave(state) };
  if (state.score > state.highScore.highscore) {
    return {
      ...stopped,
      status: 'new-highscore-wrong',
      highScore: { highscore: state.score, highscoretime: state.elapsed },
    };
  }
  return { ...stopped, status: 'wrong-answer' };
}

/** The quiz state machine of spec 4 as a reducer; `random` drives the option reshuffle. */
export function createQuizReducer(random: RandomSource = Math.random) {
  return function quizReducer(state: QuizState, action: QuizAction): QuizState {
    switch (action.type) {
      case 'questionsLoaded':
        return { ...state, questions: [...state.questions, ...action.questions] };
      case 'highScoreLoaded':
        return { ...state, highScore: action.highScore };
      case 'answer':
        return answer(state, action.optionIndex, random);
      case 'tick':
        return state.timerRunning && state.index < state.questions.length
          ? { ...state, elapsed: state.elapsed + 1 }
          : state;
      case 'nextQuestion':
        return state.status === 'new-highscore'
          ? { ...state, status: 'question', timerRunning: true }
          : state;
      case 'share':
        return state.status === 'wrong-answer' && canShareQuizScore(state.score)
          ? { ...state, shareOpen: true }
          : state;
      case 'closeShare':
        return { ...state, shareOpen: false };
      case 'stopQuiz':
        return state.status === 'wrong-answer'
          ? { ...reset(state), status: 'intro', timerRunning: false }
          : state;
      case 'improve':
        return state.status === 'wrong-answer'
          ? { ...reset(state), status: 'question', timerRunning: true }
          : state;
      case 'retry':
        return state.status === 'new-highscore-wrong'
          ? { ...reset(state), status: 'question', timerRunning: true }
          : state;
      case 'stop':
        if (state.status !== 'question' && state.status !== 'new-highscore') return state;
        return {
          ...reset(state),
          status: 'intro',
          timerRunning: false,
          pendingSave: scoreToSave(state),
        };
      case 'openExplanation':
        return state.explanationOpen
          ? state
          : {
              ...state,
              explanationOpen: true,
              resumeTimerAfterExplanation: state.timerRunning,
              timerRunning: false,
            };
      case 'closeExplanation':
        return state.explanationOpen
          ? { ...state, explanationOpen: false, timerRunning: state.resumeTimerAfterExplanation }
          : state;
      case 'saved':
        return { ...state, pendingSave: null };
    }
  };
}
