import {
  createQuizReducer,
  currentQuestion,
  EMPTY_QUIZ_RECORD,
  initialQuizState,
  needsMoreQuestions,
  QUIZ_TICK_MS,
  type QuizAction,
  type QuizOption,
  type QuizQuestion,
  type QuizRecord,
  type QuizState,
  type RandomSource,
} from '@tvt/domain';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { joinAtSeam } from './quiz-batch-seam.ts';
import type { QuizScoreStore } from './quiz-score-store.ts';

export interface UseQuizOptions {
  store: QuizScoreStore;
  /** Fetches one batch of questions; undefined while the runtime config loads. */
  loadQuestions: ((signal: AbortSignal) => Promise<QuizQuestion[]>) | undefined;
  random?: RandomSource;
}

export interface LastAnswer {
  /** The question's bird: 'Dit is een {name}' names it. */
  asked: { name: string; image: string };
  tapped: QuizOption;
}

export interface QuizController {
  state: QuizState;
  /** The stored record (high score, its time, all points) as last read or saved. */
  record: QuizRecord;
  /** The last answer: the bird that was asked and the option tapped, for the wrong-answer view. */
  lastAnswer: LastAnswer | null;
  questionsFailed: boolean;
  dispatch: (action: QuizAction) => void;
  answer: (optionIndex: number) => void;
  retryQuestions: () => void;
}

/**
 * Wires the domain's quiz reducer to the outside world: the 1000 ms timer, fetching questions
 * while fewer than 3 remain, saving a finished run and reloading the high score after a reset.
 */
export function useQuiz({ store, loadQuestions, random }: UseQuizOptions): QuizController {
  const reducer = useMemo(() => createQuizReducer(random), [random]);
  const [state, dispatch] = useReducer(reducer, undefined, () => initialQuizState());
  const [record, setRecord] = useState<QuizRecord>(EMPTY_QUIZ_RECORD);
  const [lastAnswer, setLastAnswer] = useState<LastAnswer | null>(null);
  const [questionsFailed, setQuestionsFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const generation = useRef(state.reloadGeneration);
  const fetchingFor = useRef<number | null>(null);
  const lastQueued = useRef<QuizQuestion | undefined>(undefined);
  generation.current = state.reloadGeneration;
  lastQueued.current = state.questions.at(-1);

  useEffect(() => {
    if (!state.timerRunning) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), QUIZ_TICK_MS);
    return () => window.clearInterval(timer);
  }, [state.timerRunning]);

  const pendingSave = state.pendingSave;
  useEffect(() => {
    if (!pendingSave) return;
    dispatch({ type: 'saved' });
    saving.current = store.save(pendingSave).then(setRecord, () => undefined);
  }, [pendingSave, store]);

  // At the start and after every reset; a save that is still on its way goes first.
  useEffect(() => {
    let live = true;
    void saving.current
      .then(() => store.load())
      .then(
        (loaded) => {
          if (!live) return;
          setRecord(loaded);
          dispatch({ type: 'highScoreLoaded', highScore: loaded });
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [store, state.reloadGeneration]);

  const wantsQuestions = needsMoreQuestions(state);
  useEffect(() => {
    const run = state.reloadGeneration;
    if (!loadQuestions || !wantsQuestions || fetchingFor.current === run) return;
    fetchingFor.current = run;
    const controller = new AbortController();
    loadQuestions(controller.signal).then(
      (questions) => {
        if (fetchingFor.current === run) fetchingFor.current = null;
        // A batch asked for before a reset belongs to the old run.
        if (generation.current === run) {
          // Batches meet here: never the same species twice in a row (issue 5).
          dispatch({
            type: 'questionsLoaded',
            questions: joinAtSeam(lastQueued.current, questions),
          });
        }
        setQuestionsFailed(false);
      },
      () => {
        if (fetchingFor.current === run) fetchingFor.current = null;
        setQuestionsFailed(true);
      },
    );
  }, [loadQuestions, wantsQuestions, state.reloadGeneration, state.questions.length, attempt]);

  const answer = (optionIndex: number) => {
    const question = currentQuestion(state);
    const option = question?.options[optionIndex];
    if (state.status === 'question' && question && option) {
      setLastAnswer({ asked: { name: question.name, image: question.image }, tapped: option });
    }
    dispatch({ type: 'answer', optionIndex });
  };

  return {
    state,
    record,
    lastAnswer,
    questionsFailed,
    dispatch,
    answer,
    retryQuestions: () => setAttempt((n) => n + 1),
  };
}
