/** Spec 3 "Local storage keys": the access token and the refresh guard. */
export const ACCESS_TOKEN_KEY = 'access_token';
export const IS_REFRESHING_KEY = 'isRefreshing';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be switched off (private mode, policy); then nobody is logged in.
    return undefined;
  }
}

export function readAccessToken(store: Storage | undefined = storage()): string | undefined {
  const token = store?.getItem(ACCESS_TOKEN_KEY);
  return token ? token : undefined;
}

export function storeAccessToken(token: string, store: Storage | undefined = storage()): void {
  store?.setItem(ACCESS_TOKEN_KEY, token);
}

export function clearAccessToken(store: Storage | undefined = storage()): void {
  store?.removeItem(ACCESS_TOKEN_KEY);
}

/**
 * Spec 6: requests carry the stored access token as a bearer token. Read on every request, so a
 * refresh in another tab is picked up without a reload.
 */
export function bearerHeader(store: Storage | undefined = storage()): Record<string, string> {
  const token = readAccessToken(store);
  return token ? { Authorization: `Bearer ${token}` } : {};
}
