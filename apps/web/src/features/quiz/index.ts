/** Public entry of the quiz: the screen and the high-score store it is given. */
export { QuizScreen } from './quiz-screen.tsx';
export type { QuizScoreStore } from './quiz-score-store.ts';
