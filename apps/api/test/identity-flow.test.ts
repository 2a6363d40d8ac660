import { decodeJwt } from 'jose';
import * as oidc from 'openid-client';
import { createOfficeAccessRepository } from '../src/modules/office-access/repository.ts';
import { createTestApp } from './helpers/test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  Browser,
  type IdentityServer,
  formAction,
  latestCode,
  registerAccount,
  startIdentityServer,
} from './identity-browser.ts';

let s: IdentityServer;
let client: oidc.Configuration;
const email = 'merel@voorbeeld.nl';
const password = 'tuinvogels-2025';
const browser = () => new Browser(s.origin);

beforeAll(async () => {
  s = await startIdentityServer();
  client = await oidc.discovery(
    new URL(`${s.origin}/oidc`),
    'tuinvogeltelling-web',
    undefined,
    oidc.None(),
    {
      execute: [oidc.allowInsecureRequests],
    },
  );
});
afterAll(() => s.close());

/** Starts a code flow with PKCE; returns the authorization URL and what the callback needs. */
async function start(extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: `${s.origin}/`,
    scope: 'openid offline_access email',
    // OpenID Connect Core 11: offline_access is only granted with prompt=consent.
    prompt: 'consent',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  return { url: url.href, verifier, state };
}

async function exchange(callback: string, flow: { verifier: string; state: string }) {
  return oidc.authorizationCodeGrant(client, new URL(callback), {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
  });
}

describe('an independent OIDC client (openid-client) against the embedded provider', () => {
  const resource = 'urn:tuinvogeltelling:api';
  let refreshToken = '';
  let accessToken = '';
  const b = () => shared;
  let shared: Browser;

  it('registers, verifies the e-mail with the mailed code and comes back with a code', async () => {
    shared = browser();
    const flow = await start({
      resource,
      referrer_action: 'register',
      referrer_url: `${s.origin}/quiz`,
    });
    const page = await b().follow(flow.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Account aanmaken</h1>');
    const verify = await b().request(formAction(page.html), {
      form: {
        firstName: 'Merel',
        lastNamePrefix: 'van',
        lastName: 'tuin',
        postalCode: ADDRESS.postalCode,
        streetNumber: ADDRESS.streetNumber,
        streetNumberAddition: '',
        email: ` ${email.toUpperCase()} `,
        password,
      },
    });
    expect(verify.html).toContain('Bevestig je e-mailadres');
    const done = await b().follow(formAction(verify.html), {
      form: { email, code: await latestCode(s.outbox, email) },
    });
    expect(done.location).toMatch(/[?&]code=/);
    const tokens = await exchange(done.location!, flow);
    expect(tokens.claims()).toMatchObject({ email, email_verified: true });
    expect(tokens.access_token.split('.')).toHaveLength(3);
    expect(tokens.refresh_token).toBeTruthy();
    accessToken = tokens.access_token;
    refreshToken = tokens.refresh_token!;
  });

  it('the access token opens the account service', async () => {
    const res = await fetch(`${s.origin}/api/account/v1/user?source=tuinvogeltelling`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      initials: 'Merel',
      lastnameprefix: 'van',
      lastname: 'Tuin',
      postalcode: '3707BM',
      streetnumber: '14',
      streetnumbersuffix: null,
      street: ADDRESS.street,
      city: ADDRESS.city,
      email,
    });
  });

  it('carries no roles claim for an account without office roles', () => {
    expect(decodeJwt(accessToken)).not.toHaveProperty('roles');
  });

  it('refreshes with rotation: the new refresh token works, the used one does not', async () => {
    // An admin gives the account an office role: the next access token carries it.
    const { sub } = decodeJwt(accessToken);
    await createOfficeAccessRepository(s.database.db).grant(sub!, 'moderator');
    const refreshed = await oidc.refreshTokenGrant(client, refreshToken);
    expect(decodeJwt(refreshed.access_token)).toMatchObject({ roles: ['moderator'] });
    expect(refreshed.access_token).not.toBe(accessToken);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(refreshToken);
    await expect(oidc.refreshTokenGrant(client, refreshToken)).rejects.toThrow();
    refreshToken = refreshed.refresh_token!;
  });

  it('logs in with the password on a new browser, calls userinfo and revokes', async () => {
    const fresh = browser();
    const flow = await start();
    const login = await fresh.follow(flow.url);
    expect(login.html).toContain('<h1>Inloggen</h1>');
    const done = await fresh.follow(formAction(login.html), { form: { email, password } });
    const tokens = await exchange(done.location!, flow);
    const sub = tokens.claims()!.sub;
    const info = await oidc.fetchUserInfo(client, tokens.access_token, sub);
    expect(info).toMatchObject({ sub, email, email_verified: true });
    await oidc.tokenRevocation(client, tokens.refresh_token!);
    await expect(oidc.refreshTokenGrant(client, tokens.refresh_token!)).rejects.toThrow();
  });

  it('an existing session skips the login page', async () => {
    const flow = await start({ resource });
    const done = await b().follow(flow.url);
    expect(done.location).toMatch(/[?&]code=/);
    await expect(exchange(done.location!, flow)).resolves.toBeDefined();
  });

  it('ends the session after a Dutch confirmation', async () => {
    const url = oidc.buildEndSessionUrl(client, { post_logout_redirect_uri: `${s.origin}/` });
    const page = await b().follow(url.href);
    expect(page.html).toContain('Wil je uitloggen');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page.html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.html)?.[1];
    const out = await b().follow(action!, { form: { xsrf: xsrf!, logout: 'yes' } });
    expect(out.location).toBe(`${s.origin}/`);
    const again = await b().follow((await start()).url);
    expect(again.html).toContain('<h1>Inloggen</h1>');
  });
});

describe('the embedded provider as another deployment’s external issuer', () => {
  it('its tokens open that deployment’s account service, with an account made on first use', async () => {
    const mail = 'elders@voorbeeld.nl';
    await registerAccount(s, mail, password);
    const fresh = browser();
    const flow = await start({ resource: 'urn:tuinvogeltelling:api' });
    const login = await fresh.follow(flow.url);
    const done = await fresh.follow(formAction(login.html), { form: { email: mail, password } });
    const tokens = await exchange(done.location!, flow);

    const other = await createTestApp({ env: { OIDC_ISSUER: `${s.origin}/oidc` } });
    try {
      const ask = (url: string, token: string) =>
        other.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const user = await ask('/api/account/v1/user', tokens.access_token);
      expect(user.statusCode).toBe(200);
      // oidc-provider's userinfo refuses a token bound to another resource, and the token
      // carries no profile claims: the account starts empty and the count form asks for it.
      expect(user.json()).toMatchObject({ initials: '', lastname: '', email: '' });
      const quiz = await ask('/api/account/v1/user/quiz', tokens.access_token);
      expect(quiz.json()).toEqual({ data: { highscore: 0, highscoretime: 0, totalpoints: 0 } });
      // A token for the provider itself (no resource) is opaque; without introspection, refused.
      const plain = await start();
      const opaque = await exchange((await fresh.follow(plain.url)).location!, plain);
      expect(opaque.access_token.split('.')).not.toHaveLength(3);
      expect((await ask('/api/account/v1/user', opaque.access_token)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
