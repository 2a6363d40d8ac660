import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { backToMoreIfNested, paths } from '#shared/paths/paths.ts';
import { accountQuizScoreStore } from '../features/account/index.ts';
import { useAuthStatus } from '#shared/auth/auth-store.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { QuizScreen } from '../features/quiz/index.ts';
import { ScreenSkeleton } from '#shared/shell/screen.tsx';

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
  const backTo = backToMoreIfNested(pathname);
  return (
    <QuizScreen key={auth} backTo={backTo} logo={backTo === paths.home} {...(store && { store })} />
  );
}
