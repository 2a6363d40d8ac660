import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

/**
 * Issue 33: no input makes the identity provider answer 500 — odd Host headers, encoded and
 * dot paths, JSON or HTML asked for, every method — and what it refuses it says in Dutch.
 */
const HOSTS = [
  'localhost',
  'ex ample.nl',
  '[::1',
  'a'.repeat(300),
  '%zz',
  'localhost:99999',
  'host/pad',
  '..',
  'localhost:80:80',
  '\u00e9.nl',
];
const PATHS = [
  '/oidc',
  '/oidc/',
  '/oidc/auth',
  '/oidc/auth/%2e',
  '/oidc/auth/%2e%2e',
  '/oidc/auth/%2F',
  '/oidc/auth/%00',
  '/oidc/auth/x%20y',
  '/oidc/auth?client_id=%ff',
  '/oidc/auth?client_id=tuinvogeltelling-web&response_type=code&redirect_uri=javascript:alert(1)',
  '/oidc/.well-known/openid-configuration',
  '/oidc/token',
  '/oidc/token/revocation',
  '/oidc/me',
  '/oidc/jwks',
  '/oidc/session/end',
  '/oidc/session/end/confirm',
  '/oidc/interaction/%2e',
  '/oidc/interaction/%2e/login',
  '/oidc/interaction/x/forgot',
  '/oidc/verify?email=%ff&code=1',
  '/oidc/%2e%2e/api',
];
const ACCEPTS = ['application/json', 'text/html', '*/*'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('identity provider fuzz', { timeout: 120_000 }, () => {
  it('answers no 500 to odd hosts, encoded paths and any method, and refuses in Dutch', async () => {
    const failures: string[] = [];
    let english = 0;
    let requests = 0;
    for (const host of HOSTS) {
      for (const url of PATHS) {
        for (const accept of ACCEPTS) {
          for (const method of ['GET', 'POST'] as const) {
            requests++;
            const res = await t.app.inject({
              method,
              url,
              headers: { host, accept, 'content-type': 'application/x-www-form-urlencoded' },
              payload: method === 'POST' ? 'grant_type=authorization_code&code=%2e' : undefined,
            });
            if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${host} ${url}`);
            if (
              res.statusCode >= 400 &&
              /Internal Server Error|Not Found|Bad Request/.test(res.body)
            )
              english++;
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    expect(english).toBe(0);
  });
});
