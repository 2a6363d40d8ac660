import type { RuntimeConfig } from '../config/runtime-config.ts';
import { readAuthRequest, safeReturnPath, withoutAuthParams } from './auth-params.ts';
import { setAuthStatus } from './auth-store.ts';
import { readAccessToken } from '../session/token-storage.ts';

type Navigate = (to: string, options: { replace: boolean }) => unknown;

let restoring: Promise<void> | undefined;
let handledSearch: string | undefined;

/**
 * Reports the login state once per page load and acts on the auth parameters of every
 * address (spec 4): `login=1`/`verified=1` start a login, `code` + `state` finish one, `state`
 * alone comes back from a logout. Without a token or a parameter nobody is logged in and the
 * identity client is never downloaded.
 */
export function handleAuthLocation(
  config: RuntimeConfig,
  location: { pathname: string; search: string; hash: string },
  navigate: Navigate,
): void {
  const oidc = config.oidc;
  const request = readAuthRequest(location);
  const params = new URLSearchParams(location.search);
  const logoutReturn = !request && params.has('state');
  const key = `${location.pathname}${location.search}`;
  if ((request || logoutReturn) && handledSearch === key) return;
  if (request || logoutReturn) handledSearch = key;

  if (!oidc) {
    setAuthStatus('anonymous');
    if (request) void navigate(withoutAuthParams(location), { replace: true });
    return;
  }
  const clean = withoutAuthParams(location);
  const fail = (what: string) => (error: unknown) => {
    console.warn(what, error);
    setAuthStatus('anonymous');
    void navigate(clean, { replace: true });
  };
  if (request?.kind === 'callback') {
    restoring = import('./auth-client.ts')
      .then((client) => client.completeLogin(oidc))
      .then(
        (state) => void navigate(safeReturnPath(state, clean), { replace: true }),
        fail('login callback'),
      );
    return;
  }
  if (logoutReturn) {
    restoring = import('./auth-client.ts')
      .then((client) => client.completeLogout(oidc))
      .then(
        (state) => void navigate(safeReturnPath(state, clean), { replace: true }),
        fail('logout callback'),
      );
    return;
  }
  if (request?.kind === 'login') {
    void import('./auth-client.ts')
      .then((client) =>
        client.startLogin(oidc, { returnTo: request.returnTo, verified: request.verified }),
      )
      .catch(fail('login start'));
    return;
  }
  if (restoring) return;
  if (!readAccessToken()) {
    restoring = Promise.resolve();
    setAuthStatus('anonymous');
    return;
  }
  restoring = import('./auth-client.ts')
    .then((client) => client.restore(oidc))
    .catch((error: unknown) => {
      console.warn('restoring the login failed', error);
      setAuthStatus('anonymous');
    });
}
