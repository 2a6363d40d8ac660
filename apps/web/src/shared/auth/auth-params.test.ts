import { describe, expect, it } from 'vitest';
import { readAuthRequest, safeReturnPath, withoutAuthParams } from './auth-params.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('auth query parameters', () => {
  it('completes a login only when code and state are both present', () => {
    expect(readAuthRequest(at('/home', '?code=abc&state=xyz'))).toEqual({ kind: 'callback' });
    expect(readAuthRequest(at('/home', '?code=abc'))).toBeUndefined();
    expect(readAuthRequest(at('/home', '?state=xyz'))).toBeUndefined();
    expect(readAuthRequest(at('/home', '?error=access_denied&state=xyz'))).toEqual({
      kind: 'callback',
    });
  });

  it('login=1 starts a login that returns to the current page without the parameter', () => {
    expect(readAuthRequest(at('/herkennen', '?login=1&phase=2'))).toEqual({
      kind: 'login',
      verified: false,
      returnTo: '/herkennen?phase=2',
    });
    expect(readAuthRequest(at('/herkennen', '?login=0'))).toBeUndefined();
  });

  it('verified=1 starts a login with the verified hint', () => {
    expect(readAuthRequest(at('/meer/account', '?verified=1'))).toEqual({
      kind: 'login',
      verified: true,
      returnTo: '/meer/account',
    });
  });

  it('cleans the address of every auth parameter and keeps the rest', () => {
    expect(withoutAuthParams(at('/home', '?code=a&state=b&session_state=c&iss=d&t=jg', '#x'))).toBe(
      '/home?t=jg#x',
    );
    expect(withoutAuthParams(at('/home', '?code=a&state=b'))).toBe('/home');
  });

  it('returns only to a path on this site', () => {
    expect(safeReturnPath('/quiz', '/home')).toBe('/quiz');
    expect(safeReturnPath('//evil.example', '/home')).toBe('/home');
    expect(safeReturnPath('https://evil.example', '/home')).toBe('/home');
    expect(safeReturnPath(undefined, '/home')).toBe('/home');
  });
});
