import { useSyncExternalStore } from 'react';

/** Spec 4: unknown until the auth state is reported, then one of the two visitor states. */
export type AuthStatus = 'unknown' | 'anonymous' | 'authenticated';
export type KnownAuthStatus = Exclude<AuthStatus, 'unknown'>;

let status: AuthStatus = 'unknown';
const listeners = new Set<() => void>();

export function authStatus(): AuthStatus {
  return status;
}

export function setAuthStatus(next: AuthStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The login state for a component; it re-renders when the state is reported or changes. */
export function useAuthStatus(): AuthStatus {
  return useSyncExternalStore(subscribe, authStatus, authStatus);
}

/** Resolves once the state is known (the photo screen awaits it before it renders). */
export function whenAuthKnown(): Promise<KnownAuthStatus> {
  return new Promise((resolve) => {
    const check = () => {
      if (status === 'unknown') return false;
      unsubscribe();
      resolve(status);
      return true;
    };
    const unsubscribe = subscribe(() => void check());
    check();
  });
}
