/** Shared set-up of the quiz reducer tests. */
import {
  createQuizReducer,
  currentQuestion,
  initialQuizState,
  type QuizAction,
  type QuizQuestion,
  type QuizState,
} from '../../src/index.ts';

export function question(name: string): QuizQuestion {
  return {
    name,
    image: `${name}.jpg`,
    options: [
      { name, image: '', correct: true, text: `Dit is een ${name}` },
      { name: 'Ekster', image: '', correct: false },
      { name: 'Kauw', image: '', correct: false },
    ],
  };
}

// Random 0 rotates the options by one: the correct option of a reshuffled question moves.
export const reducer = createQuizReducer(() => 0);
export const run = (state: QuizState, ...actions: QuizAction[]) => actions.reduce(reducer, state);
const correctIndex = (s: QuizState) => currentQuestion(s)!.options.findIndex((o) => o.correct);
const wrongIndex = (s: QuizState) => currentQuestion(s)!.options.findIndex((o) => !o.correct);
export const answerRight = (s: QuizState) =>
  reducer(s, { type: 'answer', optionIndex: correctIndex(s) });
export const answerWrong = (s: QuizState) =>
  reducer(s, { type: 'answer', optionIndex: wrongIndex(s) });

export function started(highscore = 2, highscoretime = 10): QuizState {
  return run(
    initialQuizState(),
    { type: 'highScoreLoaded', highScore: { highscore, highscoretime } },
    {
      type: 'questionsLoaded',
      questions: ['Merel', 'Mus', 'Koolmees', 'Roodborst', 'Vink'].map(question),
    },
    { type: 'answer', optionIndex: 1 },
  );
}
