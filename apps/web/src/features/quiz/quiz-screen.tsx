import {
  currentQuestion,
  QUIZ_TEXTS,
  quizShareText,
  quizShareTitle,
  quizShareUrl,
  showsTopBarActions,
  type RandomSource,
} from '@tvt/domain';
import { useCallback, useMemo } from 'react';
import { useConfig } from '#shared/config/config-query.ts';
import { usePhase } from '../phase/index.ts';
import { Screen } from '#shared/shell/screen.tsx';
import { ShareOverlay } from '#shared/ui/share-overlay.tsx';
import { Sheet } from '#shared/ui/sheet.tsx';
import { fetchQuizQuestions } from './quiz-questions-query.ts';
import { QuizQuestionView } from './quiz-question-view.tsx';
import { NewHighScoreView, NewHighScoreWrongView, WrongAnswerView } from './quiz-result-views.tsx';
import { localQuizScoreStore, type QuizScoreStore } from './quiz-score-store.ts';
import { ScoreBlocks } from './score-blocks.tsx';
import { useQuiz } from './use-quiz.ts';
import '#shared/ui/ui.css';
import './quiz.css';

interface QuizScreenProps {
  backTo: string | false;
  /** The campaign logo (to /home) in the nav bar: on the top-level `/quiz`. */
  logo?: boolean;
  /** Logged-out players keep their score on the device; tests pass their own. */
  store?: QuizScoreStore;
  random?: RandomSource;
}

/** Spec 4 "Quiz": the states of the domain reducer, with 'Stop' and 'Uitleg' in the top bar. */
export function QuizScreen({ backTo, logo = false, store, random }: QuizScreenProps) {
  const config = useConfig();
  const { info } = usePhase();
  const scoreStore = useMemo(() => store ?? localQuizScoreStore(window.localStorage), [store]);
  const loadQuestions = useCallback(
    (signal: AbortSignal) => (config ? fetchQuizQuestions(config, signal) : Promise.resolve([])),
    [config],
  );
  const quiz = useQuiz({
    store: scoreStore,
    loadQuestions: config ? loadQuestions : undefined,
    ...(random && { random }),
  });
  const { state, record, dispatch } = quiz;
  const question = currentQuestion(state);
  const inRun = showsTopBarActions(state);

  const actions = inRun && (
    <>
      <button type="button" className="link-button" onClick={() => dispatch({ type: 'stop' })}>
        {QUIZ_TEXTS.stop}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => dispatch({ type: 'openExplanation' })}
      >
        {QUIZ_TEXTS.explain}
      </button>
    </>
  );

  return (
    <Screen heading={QUIZ_TEXTS.headline} backTo={backTo} logo={logo} right={actions}>
      <div className="quiz" data-status={state.status}>
        <p className="visually-hidden" aria-live="polite">
          {state.status === 'question' && state.score > 0
            ? `Goed! Jouw score is ${state.score}.`
            : ''}
        </p>
        {state.status === 'intro' && (
          <div className="quiz-intro">
            <p>{QUIZ_TEXTS.explanation}</p>
            <ScoreBlocks
              highScore={record.highscore}
              seconds={record.highscoretime}
              points={record.totalpoints}
            />
            <button type="button" className="button" onClick={() => quiz.answer(0)}>
              Start de quiz
            </button>
          </div>
        )}
        {inRun && (
          <ScoreBlocks
            highScore={state.highScore.highscore}
            seconds={state.elapsed}
            points={state.score}
            live
          />
        )}
        {state.status === 'question' &&
          (question ? (
            <QuizQuestionView question={question} number={state.index + 1} onAnswer={quiz.answer} />
          ) : quiz.questionsFailed ? (
            <p className="notice" role="alert">
              De vragen konden niet worden geladen.{' '}
              <button type="button" className="link-button" onClick={quiz.retryQuestions}>
                Opnieuw proberen
              </button>
            </p>
          ) : (
            <p className="notice" role="status">
              Vragen laden…
            </p>
          ))}
        {state.status === 'new-highscore' && (
          <NewHighScoreView score={state.score} onNext={() => dispatch({ type: 'nextQuestion' })} />
        )}
        {state.status === 'wrong-answer' && (
          <>
            <WrongAnswerView
              answer={quiz.lastAnswer}
              score={state.score}
              onShare={() => dispatch({ type: 'share' })}
              onStop={() => dispatch({ type: 'stopQuiz' })}
              onImprove={() => dispatch({ type: 'improve' })}
            />
            <ScoreBlocks
              highScore={state.highScore.highscore}
              seconds={state.elapsed}
              points={record.totalpoints}
            />
          </>
        )}
        {state.status === 'new-highscore-wrong' && (
          <>
            <NewHighScoreWrongView
              answer={quiz.lastAnswer}
              score={state.score}
              onRetry={() => dispatch({ type: 'retry' })}
            />
            <ScoreBlocks
              highScore={state.highScore.highscore}
              seconds={state.elapsed}
              points={record.totalpoints}
            />
          </>
        )}
      </div>
      <Sheet
        open={state.explanationOpen}
        onOpenChange={(open) => dispatch({ type: open ? 'openExplanation' : 'closeExplanation' })}
        title={QUIZ_TEXTS.explain}
        side="bottom"
      >
        <p>{QUIZ_TEXTS.explanation}</p>
      </Sheet>
      <ShareOverlay
        open={state.shareOpen}
        onOpenChange={(open) => !open && dispatch({ type: 'closeShare' })}
        title={QUIZ_TEXTS.share}
        shareTitle={quizShareTitle(
          info?.campaignName ?? config?.organisation.name ?? 'Tuinvogeltelling',
        )}
        text={quizShareText(state.score)}
        url={quizShareUrl(config?.links.share ?? window.location.origin)}
      />
    </Screen>
  );
}
