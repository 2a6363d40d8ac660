// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_KEY,
  bearerHeader,
  clearAccessToken,
  readAccessToken,
  storeAccessToken,
} from './token-storage.ts';

describe('token storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the access token under access_token', () => {
    storeAccessToken('abc.def.ghi');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('abc.def.ghi');
    expect(readAccessToken()).toBe('abc.def.ghi');
  });

  it('sends the stored token as a bearer token and nothing without one', () => {
    expect(bearerHeader()).toEqual({});
    storeAccessToken('t1');
    expect(bearerHeader()).toEqual({ Authorization: 'Bearer t1' });
    clearAccessToken();
    expect(bearerHeader()).toEqual({});
    expect(readAccessToken()).toBeUndefined();
  });

  it('treats an empty stored value as no token', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, '');
    expect(readAccessToken()).toBeUndefined();
  });
});
