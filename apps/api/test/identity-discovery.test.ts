import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:8080' } });
});
afterAll(() => t.close());

describe('embedded identity provider', () => {
  it('publishes a discovery document with every field a client needs', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'localhost:8080' },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Record<string, unknown>>();
    const issuer = 'http://localhost:8080/oidc';
    expect(doc).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/me`,
      jwks_uri: `${issuer}/jwks`,
      revocation_endpoint: `${issuer}/token/revocation`,
      end_session_endpoint: `${issuer}/session/end`,
    });
    expect(doc.response_types_supported).toContain('code');
    expect(doc.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'offline_access']));
    expect(doc.id_token_signing_alg_values_supported).toContain('RS256');
    expect(doc.token_endpoint_auth_methods_supported).toContain('none');
    expect(doc.subject_types_supported).toBeDefined();
  });

  it('serves its signing keys from the database, public halves only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/jwks' });
    const { keys } = res.json<{ keys: Record<string, unknown>[] }>();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'RSA', use: 'sig' });
      expect(key.d).toBeUndefined();
    }
  });

  it('answers a plain 404 under /oidc for anything that is not an endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Niet gevonden' });
  });

  it('hands the web app the issuer and client id in /config.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.json()).toMatchObject({
      oidc: { authority: 'http://localhost:8080/oidc', clientId: 'tuinvogeltelling-web' },
    });
  });
});
