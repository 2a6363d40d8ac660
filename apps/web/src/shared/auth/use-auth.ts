import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useConfig } from '../config/config-query.ts';
import { withoutAuthParams } from './auth-params.ts';
import { loginAddressProblem } from './login-address.ts';
import { useAuthStatus, type AuthStatus } from './auth-store.ts';

export interface Auth {
  status: AuthStatus;
  /** False when the deployment has no identity provider configured. */
  available: boolean;
  /** A Dutch explanation when logging in cannot work from this address (login-address.ts). */
  blocked: string | undefined;
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
  const blocked = oidc ? loginAddressProblem(oidc.authority, window.location.hostname) : undefined;
  const go = useCallback(
    async (action: 'login' | 'register' | 'logout') => {
      if (!oidc) return;
      if (action !== 'logout' && blocked) throw new Error(blocked);
      const client = await import('./auth-client.ts');
      if (action === 'logout') await client.logout(oidc, returnTo);
      else await client.startLogin(oidc, { returnTo, action });
    },
    [oidc, returnTo, blocked],
  );
  return useMemo(
    () => ({
      status,
      available: oidc !== null,
      blocked,
      login: () => go('login'),
      register: () => go('register'),
      logout: () => go('logout'),
    }),
    [status, oidc, blocked, go],
  );
}
