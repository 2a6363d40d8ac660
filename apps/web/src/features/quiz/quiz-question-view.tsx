import { questionText, type QuizQuestion } from '@tvt/domain';
import { useEffect, useRef } from 'react';

interface QuizQuestionViewProps {
  question: QuizQuestion;
  /** Questions are numbered for screen readers, so a new one is noticed. */
  number: number;
  onAnswer: (optionIndex: number) => void;
}

/** 'Welke van deze vogels is de {name}?' with the options as pictures. */
export function QuizQuestionView({ question, number, onAnswer }: QuizQuestionViewProps) {
  // 'Start de quiz' (and 'Volgende vraag') disappear on the tap: without this the focus would
  // fall back to the page body. The question takes it, so it is also read out.
  const legend = useRef<HTMLLegendElement>(null);
  useEffect(() => legend.current?.focus(), []);
  return (
    <fieldset className="quiz-question">
      <legend className="quiz-question__text" ref={legend} tabIndex={-1}>
        <span className="visually-hidden">Vraag {number}: </span>
        {questionText(question.name)}
      </legend>
      <ul className="quiz-options">
        {question.options.map((option, i) => (
          <li key={i}>
            <button type="button" className="quiz-option" onClick={() => onAnswer(i)}>
              <img src={option.image} alt="" width="320" height="240" />
              <span className="visually-hidden">Vogel {i + 1}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
