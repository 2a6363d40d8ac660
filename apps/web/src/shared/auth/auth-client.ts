import type { User, UserManager } from 'oidc-client-ts';
import { setAuthStatus } from './auth-store.ts';
import { oidcSettings, type OidcConfig } from './oidc-settings.ts';
import { refreshOnce, STALE_REFRESH_MS } from './refresh-guard.ts';
import { clearAccessToken, IS_REFRESHING_KEY, storeAccessToken } from '../session/token-storage.ts';

let manager: Promise<UserManager> | undefined;

/**
 * oidc-client-ts is loaded only here, on demand (a stored token, a login parameter, a button),
 * so the first load of /home does not carry it.
 */
export function userManager(oidc: OidcConfig): Promise<UserManager> {
  manager ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
    const created = new UserManager({
      ...oidcSettings(oidc, window.location.origin),
      // The session outlives the tab (offline_access), so the user lives in local storage.
      userStore: new WebStorageStateStore({ store: window.localStorage }),
    });
    created.events.addUserLoaded(signedIn);
    created.events.addUserUnloaded(signedOut);
    created.events.addAccessTokenExpiring(() => void refresh(created));
    created.events.addAccessTokenExpired(() => void refresh(created));
    return created;
  });
  return manager;
}

function signedIn(user: User): void {
  storeAccessToken(user.access_token);
  setAuthStatus('authenticated');
}

function signedOut(): void {
  clearAccessToken();
  setAuthStatus('anonymous');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The login library renews in a hidden frame it adds to the page without a title (WCAG 4.1.2 to
 * a checker, and a nameless frame to a screen reader that lists frames). The frames added while
 * `work` runs get a title; the library offers no option for it.
 */
async function withTitledFrames<T>(work: () => Promise<T>): Promise<T> {
  const observer = new MutationObserver((changes) => {
    for (const node of changes.flatMap((change) => [...change.addedNodes])) {
      if (node instanceof HTMLIFrameElement && !node.title) {
        node.title = 'Inloggen vernieuwen (verborgen)';
      }
    }
  });
  observer.observe(document.body, { childList: true });
  try {
    return await work();
  } finally {
    observer.disconnect();
  }
}

/**
 * One refresh at a time across tabs (`isRefreshing`). A tab that finds another one refreshing
 * waits for it and reads the renewed user from the shared store. A failed refresh logs out.
 */
export async function refresh(current: UserManager): Promise<void> {
  const outcome = await refreshOnce(window.localStorage, async () => {
    const user = await withTitledFrames(() => current.signinSilent());
    if (!user) throw new Error('no user after refresh');
    console.info('token refresh succeeded');
  });
  if (outcome === 'busy') {
    const deadline = Date.now() + STALE_REFRESH_MS;
    while (window.localStorage.getItem(IS_REFRESHING_KEY) && Date.now() < deadline)
      await sleep(250);
  }
  const user = outcome === 'failed' ? null : await current.getUser();
  if (user && !user.expired) signedIn(user);
  else {
    await current.removeUser();
    signedOut();
  }
}

/** The state on start-up when a token is stored: still valid, renewed, or logged out. */
export async function restore(oidc: OidcConfig): Promise<void> {
  const current = await userManager(oidc);
  const user = await current.getUser();
  if (!user) return signedOut();
  if (!user.expired) return signedIn(user);
  // Expired while its expiry is known: one refresh (spec 4), if there is something to refresh with.
  if (user.refresh_token) return refresh(current);
  await current.removeUser();
  signedOut();
}

export interface LoginOptions {
  returnTo: string;
  action?: 'login' | 'register';
  verified?: boolean;
}

/** Leaves for the provider's login (or registration) page; it comes back with `code` and `state`. */
export async function startLogin(
  oidc: OidcConfig,
  { returnTo, action = 'login', verified = false }: LoginOptions,
) {
  const current = await userManager(oidc);
  await current.signinRedirect({
    state: returnTo,
    extraQueryParams: {
      ...(oidc.resource ? { resource: oidc.resource } : {}),
      referrer_url: new URL(returnTo, window.location.origin).toString(),
      referrer_action: action,
      ...(verified ? { verified: '1' } : {}),
    },
  });
}

/** Finishes the code flow; answers the page the person came from. */
export async function completeLogin(oidc: OidcConfig): Promise<unknown> {
  const current = await userManager(oidc);
  const user = await current.signinRedirectCallback();
  signedIn(user);
  return user.state;
}

/** Forgets the tokens here first, then ends the provider session; it returns with `state` only. */
export async function logout(oidc: OidcConfig, returnTo: string): Promise<void> {
  const current = await userManager(oidc);
  const user = await current.getUser();
  clearAccessToken();
  await current.signoutRedirect({
    state: returnTo,
    ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
    extraQueryParams: { referrer_url: new URL(returnTo, window.location.origin).toString() },
  });
}

/** After the provider's logout: the page to go back to. */
export async function completeLogout(oidc: OidcConfig): Promise<unknown> {
  const current = await userManager(oidc);
  const response = await current.signoutRedirectCallback();
  signedOut();
  return response.userState;
}
