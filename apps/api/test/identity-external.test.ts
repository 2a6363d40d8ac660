import { generateKeyPairSync } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

/** A stand-in external issuer: only discovery and its key set, which is all a resource needs. */
let issuerServer: Server;
let issuer = '';
let t: TestApp;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicJwk = {
  ...publicKey.export({ format: 'jwk' }),
  kid: 'extern-1',
  alg: 'RS256',
  use: 'sig',
};

beforeAll(async () => {
  issuerServer = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/realms/tvt/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/certs` }));
    } else if (req.url === '/realms/tvt/certs') {
      res.end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}/realms/tvt`;
  t = await createTestApp({ env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'tuin-app' } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => issuerServer.close(resolve));
});

const sign = async (key: object, sub: string) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: 'extern-1' })
    .setIssuer(issuer)
    .setAudience('urn:tuinvogeltelling:api')
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await importJWK(key as never, 'RS256'));

describe('an external issuer (OIDC_ISSUER)', () => {
  it('switches the embedded provider off and points the web app there', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/oidc/jwks' })).statusCode).toBe(404);
    const config = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(config.json()).toMatchObject({ oidc: { authority: issuer, clientId: 'tuin-app' } });
  });

  it('verifies bearer tokens against the issuer’s published keys', async () => {
    const good = await sign(privateKey.export({ format: 'jwk' }), 'extern-user');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/v1/user',
      headers: { authorization: `Bearer ${good}` },
    });
    // Signature, issuer and audience pass; this service simply has no such account.
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Dit account bestaat niet meer.' });
    const forged = await sign(
      generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
      'extern-user',
    );
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/account/v1/user',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(refused.json()).toEqual({ message: 'Je bent niet (meer) ingelogd. Log opnieuw in.' });
  });
});
