import { useLocation } from 'react-router';
import { backToMoreIfNested } from '../app/paths.ts';
import { QuizScreen } from '../features/quiz/quiz-screen.tsx';

export function Component() {
  const { pathname } = useLocation();
  return <QuizScreen backTo={backToMoreIfNested(pathname)} />;
}
