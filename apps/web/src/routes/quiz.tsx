import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { backToMoreIfNested } from '../app/paths.ts';
import { accountQuizScoreStore } from '../features/account/account-quiz-store.ts';
import { useAuthStatus } from '../features/auth/auth-store.ts';
import { useConfig } from '../features/config/config-query.ts';
import { QuizScreen } from '../features/quiz/quiz-screen.tsx';
import { ScreenSkeleton } from '../features/shell/screen.tsx';

export function Component() {
  const { pathname } = useLocation();
  const auth = useAuthStatus();
  const config = useConfig();
  // Logged in: the high score lives on the server (spec 6); otherwise the quiz's local keys.
  const store = useMemo(
    () => (auth === 'authenticated' && config ? accountQuizScoreStore(config) : undefined),
    [auth, config],
  );
  if (auth === 'unknown' || (auth === 'authenticated' && !config)) return <ScreenSkeleton />;
  return <QuizScreen key={auth} backTo={backToMoreIfNested(pathname)} {...(store && { store })} />;
}
