import { answerText, QUIZ_TEXTS, type QuizOption } from '@tvt/domain';
import { useEffect, useRef } from 'react';

/** A result replaces the question: its heading takes the focus so the change is heard. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

interface WrongAnswerProps {
  answer: QuizOption | null;
  score: number;
  onShare: () => void;
  onStop: () => void;
  onImprove: () => void;
}

export function WrongAnswerView({ answer, score, onShare, onStop, onImprove }: WrongAnswerProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="quiz-result" aria-labelledby="quiz-result-titel">
      {answer?.image && (
        <img className="quiz-result__image" src={answer.image} alt="" width="320" height="240" />
      )}
      <h2 id="quiz-result-titel" ref={heading} tabIndex={-1}>
        {answer ? answerText(answer.name) : 'Helaas, dat is fout'}
      </h2>
      {answer?.text && answer.text !== answerText(answer.name) && <p>{answer.text}</p>}
      <p className="quiz-result__label">{QUIZ_TEXTS.yourScore}</p>
      <p className="quiz-result__score">{score}</p>
      <div className="quiz-result__actions">
        <button type="button" className="button" onClick={onShare}>
          {QUIZ_TEXTS.share}
        </button>
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
  answer: QuizOption | null;
  score: number;
  onRetry: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="quiz-result quiz-result--party" aria-labelledby="quiz-result-titel">
      <h2 id="quiz-result-titel" ref={heading} tabIndex={-1}>
        {answer ? answerText(answer.name) : 'Helaas, dat is fout'}
      </h2>
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
