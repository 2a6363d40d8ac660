import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { account } from '../src/db/schema/index.ts';
import { createAccountRepository } from '../src/modules/account/repository.ts';
import { type FakeIssuer, startFakeIssuer } from './helpers/fake-issuer.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const BASE = '/api/account/v1';
const NOT_LOGGED_IN = { message: 'Je bent niet (meer) ingelogd. Log opnieuw in.' };
let fake: FakeIssuer;
let t: TestApp;
const clock = { now: new Date() };

const merel = {
  given_name: 'Merel',
  family_name: 'van Dijk',
  email: 'Merel.Extern@Example.nl',
  email_verified: true,
  address: {
    street_address: 'Berg en Dalseweg 12-a',
    postal_code: '6512 bk',
    locality: 'Nijmegen',
  },
};

beforeAll(async () => {
  fake = await startFakeIssuer();
  t = await createTestApp({
    now: () => clock.now,
    env: {
      OIDC_ISSUER: fake.issuer,
      OIDC_CLIENT_ID: 'tuin-app',
      OIDC_INTROSPECTION_CLIENT_ID: fake.client.id,
      OIDC_INTROSPECTION_CLIENT_SECRET: fake.client.secret,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  clock.now = new Date();
  fake.state.down = false;
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

/** A signed access token for a new subject, with userinfo about that subject. */
async function loggedIn(info: Record<string, unknown> = merel, claims: object = {}) {
  const sub = `extern-${randomUUID()}`;
  const token = await fake.sign({ sub, ...claims });
  fake.userinfo.set(token, { sub, ...info });
  return { sub, token };
}

const rowsOf = (sub: string) =>
  t.database.db.select().from(account).where(eq(account.subject, sub));

describe('an external issuer (OIDC_ISSUER)', () => {
  it('switches the embedded provider off and points the web app there', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/oidc/jwks' })).statusCode).toBe(404);
    const config = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(config.json()).toMatchObject({ oidc: { authority: fake.issuer, clientId: 'tuin-app' } });
    expect(config.body).not.toContain(fake.client.secret);
  });

  it('makes an account from userinfo on the first call, once', async () => {
    const { sub, token } = await loggedIn();
    const before = fake.calls.userinfo;
    const first = await call('GET', '/user', token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      initials: 'Merel',
      lastnameprefix: 'van',
      lastname: 'Dijk',
      postalcode: '6512BK',
      streetnumber: '12',
      streetnumbersuffix: 'a',
      street: 'Berg en Dalseweg',
      city: 'Nijmegen',
      email: 'merel.extern@example.nl',
    });
    await Promise.all([call('GET', '/user', token), call('GET', '/user/quiz', token)]);
    expect(fake.calls.userinfo - before).toBe(1);
    const rows = await rowsOf(sub);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ issuer: fake.issuer, passwordHash: null, emailVerified: true });
  });

  it('refuses a token signed by another key', async () => {
    const forged = await fake.sign({ sub: 'extern-x' }, { foreign: true });
    const res = await call('GET', '/user', forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_LOGGED_IN);
  });

  it('keeps a high score per subject', async () => {
    const a = await loggedIn({ given_name: 'Anna' });
    const b = await loggedIn({ given_name: 'Bram' });
    const saved = await call('POST', '/user/quiz?source=test', a.token, { score: 7, time: 40 });
    expect(saved.json()).toEqual({ data: { highscore: 7, highscoretime: 40, totalpoints: 7 } });
    expect((await call('GET', '/user/quiz', b.token)).json()).toEqual({
      data: { highscore: 0, highscoretime: 0, totalpoints: 0 },
    });
    expect((await call('GET', '/user/quiz', a.token)).json().data.highscore).toBe(7);
  });

  it('ignores userinfo about someone else and uses the token’s own claims', async () => {
    const sub = `extern-${randomUUID()}`;
    const token = await fake.sign({ sub, given_name: 'Echte', email: 'echt@example.nl' });
    fake.userinfo.set(token, { sub: 'iemand-anders', given_name: 'Fout' });
    const res = await call('GET', '/user', token);
    expect(res.json()).toMatchObject({ initials: 'Echte', email: 'echt@example.nl' });
  });

  it('takes over an embedded account with the same verified address, score and all', async () => {
    const repo = createAccountRepository(t.database.db);
    const id = randomUUID();
    await repo.insert({
      id,
      email: 'vroeger@example.nl',
      emailVerified: true,
      passwordHash: 'scrypt$unused',
      firstName: 'Vroeger',
      lastNamePrefix: null,
      lastName: 'Lid',
      postalCode: '3511AB',
      streetNumber: '1',
      street: 'Domplein',
      city: 'Utrecht',
    });
    await repo.updateQuiz(id, () => ({ highscore: 9, highscoretime: 55, totalpoints: 30 }));

    // Unverified at the issuer: no take-over, and the address stays with its owner.
    const unverified = await loggedIn({ email: 'vroeger@example.nl', email_verified: false });
    expect((await call('GET', '/user', unverified.token)).json()).toMatchObject({ email: '' });
    expect((await call('GET', '/user/quiz', unverified.token)).json().data.highscore).toBe(0);

    // Verified: the same account, its address kept where the issuer says nothing.
    const verified = await loggedIn({ email: 'vroeger@example.nl', email_verified: true });
    expect((await call('GET', '/user/quiz', verified.token)).json().data.highscore).toBe(9);
    expect((await call('GET', '/user', verified.token)).json()).toMatchObject({
      initials: 'Vroeger',
      postalcode: '3511AB',
      city: 'Utrecht',
    });
    expect((await repo.findByEmail('vroeger@example.nl'))?.id).toBe(id);
  });

  it('copies the profile again after a day, not before', async () => {
    const { sub, token } = await loggedIn({ given_name: 'Oud' });
    await call('GET', '/user', token);
    clock.now = new Date(Date.now() + 23 * 3_600_000);
    const later = await fake.sign({ sub, exp: Math.floor(clock.now.getTime() / 1000) + 300 });
    fake.userinfo.set(later, { sub, given_name: 'Nieuw' });
    expect((await call('GET', '/user', later)).json().initials).toBe('Oud');
    clock.now = new Date(Date.now() + 25 * 3_600_000);
    const day = await fake.sign({ sub, exp: Math.floor(clock.now.getTime() / 1000) + 300 });
    fake.userinfo.set(day, { sub, given_name: 'Nieuw' });
    expect((await call('GET', '/user', day)).json().initials).toBe('Nieuw');
  });

  it('deletes the account here; the next login starts a new one', async () => {
    const { sub, token } = await loggedIn();
    expect(
      (await call('POST', '/user/quiz', token, { score: 3, time: 10 })).json().data.highscore,
    ).toBe(3);
    expect((await call('DELETE', '/user', token)).statusCode).toBe(204);
    expect(await rowsOf(sub)).toHaveLength(0);
    expect((await call('GET', '/user/quiz', token)).json().data.highscore).toBe(0);
  });
});

describe('opaque access tokens, by introspection (RFC 7662)', () => {
  const active = (sub: string, extra: object = {}) => ({
    active: true,
    sub,
    iss: fake.issuer,
    aud: ['urn:tuinvogeltelling:api', 'account'],
    exp: Math.floor(Date.now() / 1000) + 300,
    ...extra,
  });

  it('accepts an active token and asks the issuer once a minute at most', async () => {
    const token = `opaque_${randomUUID()}`;
    const sub = `extern-${randomUUID()}`;
    fake.introspection.set(token, active(sub, { given_name: 'Ondoorzichtig' }));
    const before = fake.calls.introspect;
    const res = await call('GET', '/user', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().initials).toBe('Ondoorzichtig');
    await call('GET', '/user/quiz', token);
    expect(fake.calls.introspect - before).toBe(1);
    clock.now = new Date(Date.now() + 61_000);
    await call('GET', '/user/quiz', token);
    expect(fake.calls.introspect - before).toBe(2);
  });

  it.each([
    ['inactive', { active: false }],
    ['for another audience', { aud: 'https://elders.example' }],
    ['from another issuer', { iss: 'https://elders.example' }],
    ['expired', { exp: Math.floor(Date.now() / 1000) - 10 }],
    ['without a subject', { sub: undefined }],
  ])('refuses a token that is %s', async (_label, change) => {
    const token = `opaque_${randomUUID()}`;
    fake.introspection.set(token, { ...active(`extern-${randomUUID()}`), ...change });
    const res = await call('GET', '/user', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_LOGGED_IN);
  });

  it('refuses opaque tokens when no introspection client is configured', async () => {
    const plain = await createTestApp({ env: { OIDC_ISSUER: fake.issuer } });
    try {
      const token = `opaque_${randomUUID()}`;
      fake.introspection.set(token, active(`extern-${randomUUID()}`));
      const res = await plain.app.inject({
        method: 'GET',
        url: `${BASE}/user`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });
});

describe('when the issuer cannot be reached', () => {
  it('answers 503 in Dutch instead of logging the person out', async () => {
    const token = `opaque_${randomUUID()}`;
    fake.state.down = true;
    const res = await call('GET', '/user', token);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/^De inlogdienst is even niet bereikbaar/);
  });

  it('serves a known participant from the stored profile while userinfo is down', async () => {
    const { sub, token } = await loggedIn({ given_name: 'Bekend' });
    expect((await call('GET', '/user', token)).statusCode).toBe(200);
    // A day later the profile is due for a copy, but the issuer's userinfo fails. The key
    // set is still in memory, so the token verifies and the stored profile is served.
    clock.now = new Date(Date.now() + 25 * 3_600_000);
    const later = await fake.sign({ sub, exp: Math.floor(clock.now.getTime() / 1000) + 300 });
    fake.state.down = true;
    const res = await call('GET', '/user', later);
    expect(res.statusCode).toBe(200);
    expect(res.json().initials).toBe('Bekend');
    // A subject seen for the first time cannot be made without the issuer.
    const stranger = await fake.sign({
      sub: `extern-${randomUUID()}`,
      exp: Math.floor(clock.now.getTime() / 1000) + 300,
    });
    expect((await call('GET', '/user', stranger)).statusCode).toBe(503);
  });

  it('treats refused introspection credentials as the operator’s problem (503)', async () => {
    const wrong = await createTestApp({
      env: {
        OIDC_ISSUER: fake.issuer,
        OIDC_INTROSPECTION_CLIENT_ID: fake.client.id,
        OIDC_INTROSPECTION_CLIENT_SECRET: 'fout',
      },
    });
    try {
      const res = await wrong.app.inject({
        method: 'GET',
        url: `${BASE}/user`,
        headers: { authorization: `Bearer opaque_${randomUUID()}` },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await wrong.close();
    }
  });
});
