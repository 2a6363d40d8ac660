import { questionText, type QuizQuestion } from '@tvt/domain';

interface QuizQuestionViewProps {
  question: QuizQuestion;
  /** Questions are numbered for screen readers, so a new one is noticed. */
  number: number;
  onAnswer: (optionIndex: number) => void;
}

/** 'Welke van deze vogels is de {name}?' with the options as pictures. */
export function QuizQuestionView({ question, number, onAnswer }: QuizQuestionViewProps) {
  return (
    <fieldset className="quiz-question">
      <legend className="quiz-question__text">
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
