/** What the address asks the auth feature to do (spec 4 "Authentication", query parameters). */
export type AuthRequest =
  { kind: 'callback' } | { kind: 'login'; verified: boolean; returnTo: string } | undefined;

const AUTH_PARAMS = [
  'login',
  'verified',
  'code',
  'state',
  'session_state',
  'iss',
  'error',
  'error_description',
];

/**
 * `code` and `state` both present complete a login (an `error` + `state` answer too, so a
 * cancelled login is cleaned up); `login=1` starts one with the current page as return address;
 * `verified=1` starts one with the 'verified' hint.
 */
export function readAuthRequest(location: {
  pathname: string;
  search: string;
  hash?: string;
}): AuthRequest {
  const params = new URLSearchParams(location.search);
  if (params.has('state') && (params.has('code') || params.has('error')))
    return { kind: 'callback' };
  const login = params.get('login') === '1';
  const verified = params.get('verified') === '1';
  if (!login && !verified) return undefined;
  return { kind: 'login', verified, returnTo: withoutAuthParams(location) };
}

/** The address without the auth parameters: where a person returns to, and the clean URL after a callback. */
export function withoutAuthParams(location: {
  pathname: string;
  search: string;
  hash?: string;
}): string {
  const params = new URLSearchParams(location.search);
  for (const key of AUTH_PARAMS) params.delete(key);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash ?? ''}`;
}

/** Only a path on this site is a return address; anything else could send a person elsewhere. */
export function safeReturnPath(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : fallback;
}
