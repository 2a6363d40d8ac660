import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  type IdentityServer,
  openLogin,
  registerAccount,
  startIdentityServer,
} from './identity-browser.ts';
import { type Front, startFront, startInstance } from './helpers/two-instances.ts';

// Logout ends the access token too, on every instance at once (decision 043).
const email = 'boomklever@voorbeeld.nl';
const password = 'zaden-in-de-winter';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'; // openLogin's challenge
const CLIENT = 'tuinvogeltelling-web';

let s: IdentityServer;
let front: Front;
let a: FastifyInstance;
let b: FastifyInstance;
let target: FastifyInstance;

beforeAll(async () => {
  front = await startFront(() => target);
  s = await startIdentityServer({ PUBLIC_URL: front.origin });
  a = s.app;
  b = await startInstance(s.config, s.database);
  target = a;
  await registerAccount({ ...s, origin: front.origin }, email, password);
});
afterAll(async () => {
  await b?.close();
  await front?.close();
  await s?.close();
});

/** A login through instance a; the tokens from instance b. */
async function tokens() {
  target = a;
  const browser = new Browser(front.origin);
  const { base } = await openLogin(browser, {
    resource: 'urn:tuinvogeltelling:api',
    scope: 'openid offline_access',
    prompt: 'consent',
  });
  const done = await browser.follow(`${base}/login`, { form: { email, password } });
  const code = new URL(done.location!).searchParams.get('code')!;
  target = b;
  const res = await fetch(`${front.origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${front.origin}/`,
      client_id: CLIENT,
      code_verifier: VERIFIER,
    }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    access_token: string;
    refresh_token: string;
    id_token: string;
  };
  return { ...body, browser };
}

async function revoke(via: FastifyInstance, token: string, hint: string) {
  target = via;
  const res = await fetch(`${front.origin}/oidc/token/revocation`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: hint, client_id: CLIENT }),
  });
  return res.status;
}

const userStatus = async (app: FastifyInstance, token: string) =>
  (await app.inject({ url: '/api/account/v1/user', headers: { authorization: `Bearer ${token}` } }))
    .statusCode;

describe('logout revokes the access token', () => {
  it('revoking the access token on one instance: every instance refuses it at once', async () => {
    const { access_token: access } = await tokens();
    expect(await userStatus(a, access)).toBe(200);
    expect(await userStatus(b, access)).toBe(200);
    expect(await revoke(b, access, 'access_token')).toBe(200);
    expect(await userStatus(a, access)).toBe(401);
    expect(await userStatus(b, access)).toBe(401);
  });

  it('revoking the refresh token (the grant) ends its access tokens as well', async () => {
    const { access_token: access, refresh_token: refresh } = await tokens();
    expect(await userStatus(b, access)).toBe(200);
    expect(await revoke(a, refresh, 'refresh_token')).toBe(200);
    await expect.poll(() => userStatus(b, access), { timeout: 10_000, interval: 50 }).toBe(401);
    expect(await userStatus(a, access)).toBe(401);
  });

  it("the app's logout (the provider's logout page) ends the access and the refresh token", async () => {
    const {
      access_token: access,
      refresh_token: refresh,
      id_token: idToken,
      browser,
    } = await tokens();
    target = b;
    const query = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${front.origin}/`,
    });
    const page = await browser.request(`/oidc/session/end?${query.toString()}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.html)?.[1];
    expect(action && xsrf).toBeTruthy();
    target = a;
    const confirmed = await browser.request(action!.replace(/&amp;/g, '&'), {
      form: { xsrf: xsrf!, logout: 'yes' },
    });
    expect(confirmed.status).toBe(303);
    await expect.poll(() => userStatus(b, access), { timeout: 10_000, interval: 50 }).toBe(401);
    expect(await userStatus(a, access)).toBe(401);
    const renewed = await fetch(`${front.origin}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refresh,
        client_id: CLIENT,
      }),
    });
    expect(renewed.status).toBe(400);
  });

  it('ignores tokens that are not ours or not for this client (200, as RFC 7009 asks)', async () => {
    const { access_token: access } = await tokens();
    target = a;
    const foreign = await fetch(`${front.origin}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: access, client_id: 'another-client' }),
    });
    expect(foreign.status).toBe(200);
    expect(await userStatus(a, access)).toBe(200);
    expect(await revoke(a, 'eyJ.bogus.token', 'access_token')).toBe(200);
  });
});
