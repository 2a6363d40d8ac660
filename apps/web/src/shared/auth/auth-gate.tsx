import type { ReactNode } from 'react';
import { ScreenSkeleton } from '../shell/screen.tsx';
import { useAuthStatus, type KnownAuthStatus } from './auth-store.ts';

interface AuthGateProps {
  children: (status: KnownAuthStatus) => ReactNode;
  fallback?: ReactNode;
}

/** Spec 4: a screen that depends on the login state renders only once it is known. */
export function AuthGate({ children, fallback = <ScreenSkeleton /> }: AuthGateProps) {
  const status = useAuthStatus();
  return status === 'unknown' ? fallback : children(status);
}
