import { whenAuthKnown, type KnownAuthStatus } from '#shared/auth/auth-store.ts';

/** Spec 4 "Authentication": unknown until reported, then one of these. */
export type AuthState = KnownAuthStatus;

/** The login state the photo screen waits for before it renders (spec 2 "By photo"). */
export function resolveAuthState(): Promise<AuthState> {
  return whenAuthKnown();
}
