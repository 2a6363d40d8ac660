import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useConfig } from '../config/config-query.ts';
import { withoutAuthParams } from './auth-params.ts';
import { useAuthStatus, type AuthStatus } from './auth-store.ts';

export interface Auth {
  status: AuthStatus;
  /** False when the deployment has no identity provider configured. */
  available: boolean;
  login: () => Promise<void>;
  register: () => Promise<void>;
  logout: () => Promise<void>;
}

/** The login state plus the actions; each returns to the current page (spec 6). */
export function useAuth(): Auth {
  const status = useAuthStatus();
  const oidc = useConfig()?.oidc ?? null;
  const location = useLocation();
  const returnTo = withoutAuthParams(location);
  const go = useCallback(
    async (action: 'login' | 'register' | 'logout') => {
      if (!oidc) return;
      const client = await import('./auth-client.ts');
      if (action === 'logout') await client.logout(oidc, returnTo);
      else await client.startLogin(oidc, { returnTo, action });
    },
    [oidc, returnTo],
  );
  return useMemo(
    () => ({
      status,
      available: oidc !== null,
      login: () => go('login'),
      register: () => go('register'),
      logout: () => go('logout'),
    }),
    [status, oidc, go],
  );
}
