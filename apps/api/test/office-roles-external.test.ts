import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.ts';
import { type FakeIssuer, startFakeIssuer } from './helpers/fake-issuer.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let fake: FakeIssuer;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeIssuer();
  t = await createTestApp({
    env: {
      OIDC_ISSUER: fake.issuer,
      OIDC_ROLES_CLAIM: 'realm_access.roles',
      OIDC_ROLES_MAP: 'tvt-beheer=admin,tvt-redactie=editor',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** An external issuer's access token for a new subject, with userinfo for its account. */
async function tokenWith(claims: Record<string, unknown>) {
  const sub = `extern-${randomUUID()}`;
  const token = await fake.sign({ sub, ...claims });
  fake.userinfo.set(token, { sub, given_name: 'Merel', email: `${sub}@example.nl` });
  return { authorization: `Bearer ${token}` };
}

describe('office roles from an external issuer (OIDC_ROLES_CLAIM, OIDC_ROLES_MAP)', () => {
  it('maps the configured claim to office roles', async () => {
    const headers = await tokenWith({ realm_access: { roles: ['tvt-redactie', 'offline'] } });
    const me = await t.app.inject({ url: '/api/office/v1/me', headers });
    expect(me.json()).toEqual({ roles: ['editor'] });
    const audit = await t.app.inject({ url: '/api/office/v1/audit', headers });
    expect(audit.statusCode).toBe(403);
  });

  it('lets a mapped admin in, and an account without the claim nowhere', async () => {
    const admin = await tokenWith({ realm_access: { roles: ['tvt-beheer'] } });
    expect((await t.app.inject({ url: '/api/office/v1/audit', headers: admin })).statusCode).toBe(
      200,
    );
    const plain = await tokenWith({ roles: ['admin'] }); // not the configured claim
    expect((await t.app.inject({ url: '/api/office/v1/me', headers: plain })).json()).toEqual({
      roles: [],
    });
  });

  it('refuses the settings without an external issuer or with a bad map', () => {
    expect(() => parseEnv({ OIDC_ROLES_CLAIM: 'roles' })).toThrow(/only used with OIDC_ISSUER/);
    expect(() =>
      parseEnv({ OIDC_ISSUER: fake.issuer, OIDC_ROLES_CLAIM: 'roles', OIDC_ROLES_MAP: 'a=baas' }),
    ).toThrow(/OIDC_ROLES_MAP/);
    expect(() => parseEnv({ OIDC_ISSUER: fake.issuer, OIDC_ROLES_MAP: 'a=admin' })).toThrow(
      /only used with OIDC_ROLES_CLAIM/,
    );
  });
});
