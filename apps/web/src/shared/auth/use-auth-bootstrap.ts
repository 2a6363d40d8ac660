import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConfig } from '../config/config-query.ts';
import { authStatus, setAuthStatus } from './auth-store.ts';
import { readAccessToken } from '../session/token-storage.ts';

/** `login`, `verified`, `code`, `state`, `error`: the parameters `auth-location.ts` acts on. */
const AUTH_PARAM = /[?&](login|verified|code|state|error)=/;

/**
 * Mounted once in the root layout, so it stays tiny: a visitor without a token and without an
 * auth parameter is reported anonymous here; anything else loads `auth-location.ts`.
 */
export function useAuthBootstrap(): void {
  const config = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!config) return;
    const hasParam = AUTH_PARAM.test(location.search);
    const toRestore = authStatus() === 'unknown' && readAccessToken() !== undefined;
    if (config.oidc && (hasParam || toRestore)) {
      void import('./auth-location.ts').then((auth) =>
        auth.handleAuthLocation(config, location, navigate),
      );
    } else if (authStatus() === 'unknown') {
      setAuthStatus('anonymous');
    }
  }, [config, location, navigate]);
}
