import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { createAccountRepository } from '../src/modules/account/repository.ts';
import { createKeyRepository } from '../src/modules/identity/key-repository.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
const BASE = '/api/account/v1';
const ISSUER = 'http://localhost:8080/oidc';
const RESOURCE = 'urn:tuinvogeltelling:api';
const now = Math.floor(COUNT_NOW.getTime() / 1000);
const jan = { id: randomUUID(), email: 'jan.jansen@example.nl' };
const piet = { id: randomUUID(), email: 'piet@example.nl' };

beforeAll(async () => {
  t = await createTestApp({ now: () => COUNT_NOW, env: { COUNT_SUBMIT_RATE_LIMIT: '1000' } });
  const repo = createAccountRepository(t.database.db);
  for (const [person, verified] of [
    [jan, true],
    [piet, true],
  ] as const) {
    await repo.insert({
      id: person.id,
      email: person.email,
      emailVerified: verified,
      passwordHash: 'scrypt$unused',
      firstName: 'Jan',
      lastNamePrefix: null,
      lastName: 'Jansen',
      postalCode: '3511AB',
      streetNumber: '12',
      streetNumberAddition: 'bis',
      street: 'Oudegracht',
      city: 'Utrecht',
    });
  }
});
afterAll(() => t.close());

/** A token as the provider signs it: its own key from the database, unless another is given. */
async function token(sub: string, claims: { exp?: number; aud?: string; key?: 'foreign' } = {}) {
  const keys = await createKeyRepository(t.database).load();
  const jwk = claims.key
    ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })
    : keys.signing[0]!;
  const kid = String(keys.signing[0]!.kid);
  return new SignJWT({ scope: 'openid', client_id: 'tuinvogeltelling-web' })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
    .setIssuer(ISSUER)
    .setAudience(claims.aud ?? RESOURCE)
    .setSubject(sub)
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 900)
    .sign(await importJWK(jwk as never, 'RS256'));
}

const call = async (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  bearer?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    ...(payload ? { payload } : {}),
  });

describe('account service authentication', () => {
  it('answers 401 in Dutch without a token, with an expired, foreign-signed or foreign-audience one', async () => {
    const cases = [
      undefined,
      'not-a-jwt',
      await token(jan.id, { exp: now - 10 }),
      await token(jan.id, { key: 'foreign' }),
      await token(jan.id, { aud: 'https://elders.example.org' }),
    ];
    for (const bearer of cases) {
      for (const url of [
        '/user',
        '/user/quiz?source=tuinvogeltelling',
        '/user/counts',
        '/user/export',
      ]) {
        const res = await call('GET', url, bearer);
        expect(res.statusCode, `${url} ${bearer ?? 'none'}`).toBe(401);
        expect(res.json()).toEqual({ message: 'Je bent niet (meer) ingelogd. Log opnieuw in.' });
        expect(res.headers['www-authenticate']).toContain('Bearer');
      }
      expect((await call('POST', '/user/quiz', bearer, { score: 3, time: 10 })).statusCode).toBe(
        401,
      );
      expect((await call('DELETE', '/user', bearer)).statusCode).toBe(401);
    }
  });

  it('answers the prefill fields of the token’s own account', async () => {
    const res = await call('GET', '/user?source=tuinvogeltelling', await token(jan.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      initials: 'Jan',
      lastnameprefix: null,
      lastname: 'Jansen',
      postalcode: '3511AB',
      streetnumber: '12',
      streetnumbersuffix: 'bis',
      street: 'Oudegracht',
      city: 'Utrecht',
      email: jan.email,
    });
    const other = await call('GET', '/user', await token(piet.id));
    expect(other.json()).toMatchObject({ email: piet.email });
  });
});

describe('quiz high score', () => {
  it('raises only when higher, or equal with a longer time; points add up; per user', async () => {
    const jansToken = await token(jan.id);
    const save = async (score: number, time: number) =>
      (
        await call('POST', '/user/quiz?source=tuinvogeltelling', jansToken, { score, time })
      ).json<unknown>();
    expect((await call('GET', '/user/quiz', jansToken)).json()).toEqual({
      data: { highscore: 0, highscoretime: 0, totalpoints: 0 },
    });
    expect(await save(5, 40)).toEqual({
      data: { highscore: 5, highscoretime: 40, totalpoints: 5 },
    });
    expect(await save(3, 90)).toEqual({
      data: { highscore: 5, highscoretime: 40, totalpoints: 8 },
    });
    expect(await save(5, 30)).toEqual({
      data: { highscore: 5, highscoretime: 40, totalpoints: 13 },
    });
    expect(await save(5, 60)).toEqual({
      data: { highscore: 5, highscoretime: 60, totalpoints: 18 },
    });
    expect((await call('GET', '/user/quiz', await token(piet.id))).json()).toEqual({
      data: { highscore: 0, highscoretime: 0, totalpoints: 0 },
    });
  });

  it('refuses a bad body with a Dutch 400', async () => {
    for (const body of [{ score: -1, time: 3 }, { score: 1.5, time: 3 }, { score: 2 }]) {
      const res = await call('POST', '/user/quiz', await token(jan.id), body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/\S/);
    }
  });
});

describe('own counts, export and deletion', () => {
  it('lists only the counts submitted with the account’s e-mail', async () => {
    const body = validCountBody();
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/count/v1/inzending',
      payload: body,
    });
    expect(submitted.statusCode).toBe(200);
    const { tellingUUID } = submitted.json<{ tellingUUID: string }>();
    const mine = await call('GET', '/user/counts', await token(jan.id));
    expect(mine.json()).toMatchObject({
      data: [{ tellingUUID, countDate: '2025-01-25', countTime: '10:15', birdsCountedTotal: 12 }],
    });
    expect((await call('GET', '/user/counts', await token(piet.id))).json()).toEqual({ data: [] });
  });

  it('exports everything of the account as a JSON download', async () => {
    const res = await call('GET', '/user/export', await token(jan.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json<{ account: object; quiz: object; counts: unknown[] }>();
    expect(data.account).toMatchObject({
      email: jan.email,
      lastname: 'Jansen',
      emailVerified: true,
    });
    expect(data.quiz).toEqual({ highscore: 5, highscoretime: 60, totalpoints: 18 });
    expect(data.counts).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(piet.email);
  });

  it('deletes the account and keeps its counts without the person', async () => {
    const jansToken = await token(jan.id);
    const before = (await call('GET', '/user/counts', jansToken)).json<{
      data: { tellingUUID: string }[];
    }>();
    const res = await call('DELETE', '/user', jansToken);
    expect(res.statusCode).toBe(204);
    const gone = await call('GET', '/user', jansToken);
    expect(gone.statusCode).toBe(401);
    const rows = await t.database.db.execute(
      `select (select count(*) from count_submission where id = '${before.data[0]!.tellingUUID}')::int as counts,
              (select count(*) from count_personal where email_address = '${jan.email}')::int as personal,
              (select count(*) from account where id = '${jan.id}')::int as accounts,
              (select count(*) from account_quiz where account_id = '${jan.id}')::int as quiz`,
    );
    expect((rows as { rows: unknown[] }).rows[0]).toEqual({
      counts: 1,
      personal: 0,
      accounts: 0,
      quiz: 0,
    });
    expect((await call('GET', '/user', await token(piet.id))).statusCode).toBe(200);
  });
});

describe('signing key rotation', () => {
  it('accepts tokens signed by a key added after start, next to the old one', async () => {
    const old = await token(piet.id);
    const kid = await createKeyRepository(t.database).addSigningKey();
    const keys = await createKeyRepository(t.database).load();
    expect(keys.signing[0]!.kid).toBe(kid);
    expect(keys.signing).toHaveLength(2);
    const rotated = await token(piet.id);
    expect(rotated).not.toBe(old);
    for (const bearer of [old, rotated]) {
      expect((await call('GET', '/user', bearer)).statusCode).toBe(200);
    }
  });
});
