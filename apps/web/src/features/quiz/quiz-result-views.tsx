import { answerText, canShareQuizScore, QUIZ_TEXTS, speciesNameInText } from '@tvt/domain';
import { useEffect, useRef } from 'react';
import type { LastAnswer } from './use-quiz.ts';

/** A result replaces the question: its heading takes the focus so the change is heard. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/**
 * After a wrong answer: the bird that was asked, named ('Dit is een koolmees'), beside the one
 * that was tapped, so the difference can be seen.
 */
function AnswerComparison({ answer }: { answer: LastAnswer }) {
  return (
    <div className="quiz-compare">
      <figure className="quiz-compare__item">
        {answer.asked.image && <img src={answer.asked.image} alt="" width="320" height="240" />}
        <figcaption>Gevraagd: {speciesNameInText(answer.asked.name)}</figcaption>
      </figure>
      <figure className="quiz-compare__item quiz-compare__item--tapped">
        {answer.tapped.image && <img src={answer.tapped.image} alt="" width="320" height="240" />}
        <figcaption>Jouw keuze: {speciesNameInText(answer.tapped.name)}</figcaption>
      </figure>
    </div>
  );
}

function ResultHeading({ answer }: { answer: LastAnswer | null }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h2 id="quiz-result-titel" ref={heading} tabIndex={-1}>
      {answer ? answerText(answer.asked.name) : 'Helaas, dat is fout'}
    </h2>
  );
}

interface WrongAnswerProps {
  answer: LastAnswer | null;
  score: number;
  onShare: () => void;
  onStop: () => void;
  onImprove: () => void;
}

export function WrongAnswerView({ answer, score, onShare, onStop, onImprove }: WrongAnswerProps) {
  return (
    <section className="quiz-result" aria-labelledby="quiz-result-titel">
      <ResultHeading answer={answer} />
      {answer && <AnswerComparison answer={answer} />}
      <p className="quiz-result__label">{QUIZ_TEXTS.yourScore}</p>
      <p className="quiz-result__score">{score}</p>
      <div className="quiz-result__actions">
        {canShareQuizScore(score) && (
          <button type="button" className="button" onClick={onShare}>
            {QUIZ_TEXTS.share}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onStop}>
          {QUIZ_TEXTS.stopQuiz}
        </button>
        <button type="button" className="button button--secondary" onClick={onImprove}>
          {QUIZ_TEXTS.improve}
        </button>
      </div>
    </section>
  );
}

export function NewHighScoreWrongView({
  answer,
  score,
  onRetry,
}: {
  answer: LastAnswer | null;
  score: number;
  onRetry: () => void;
}) {
  return (
    <section className="quiz-result quiz-result--party" aria-labelledby="quiz-result-titel">
      <ResultHeading answer={answer} />
      {answer && <AnswerComparison answer={answer} />}
      <p>{QUIZ_TEXTS.party}</p>
      <p className="quiz-result__label">{QUIZ_TEXTS.yourNewScore}</p>
      <p className="quiz-result__score">{score}</p>
      <div className="quiz-result__actions">
        <button type="button" className="button" onClick={onRetry}>
          {QUIZ_TEXTS.tryAgain}
        </button>
      </div>
    </section>
  );
}

export function NewHighScoreView({ score, onNext }: { score: number; onNext: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="quiz-result quiz-result--party" aria-labelledby="quiz-result-titel">
      <h2 id="quiz-result-titel" ref={heading} tabIndex={-1}>
        Nieuwe hoogste score!
      </h2>
      <p className="quiz-result__label">{QUIZ_TEXTS.yourNewScore}</p>
      <p className="quiz-result__score">{score}</p>
      <div className="quiz-result__actions">
        <button type="button" className="button" onClick={onNext}>
          {QUIZ_TEXTS.nextQuestion}
        </button>
      </div>
    </section>
  );
}
