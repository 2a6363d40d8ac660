import { generateKeyPairSync } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, importJWK } from 'jose';

/**
 * A stand-in external OpenID Connect issuer (a third party, so faked at the network edge):
 * discovery, key set, userinfo and RFC 7662 introspection, with call counters and a switch
 * that makes it fail like a server that is down.
 */
export interface FakeIssuer {
  issuer: string;
  /** Userinfo answers per access token. */
  userinfo: Map<string, Record<string, unknown>>;
  /** Introspection answers per opaque token (`active` is up to the test). */
  introspection: Map<string, Record<string, unknown>>;
  calls: { discovery: number; userinfo: number; introspect: number };
  /** 'down': every endpoint answers 500. */
  state: { down: boolean };
  /** The Basic credentials introspection accepts. */
  client: { id: string; secret: string };
  sign: (claims: Record<string, unknown>, options?: { foreign?: boolean }) => Promise<string>;
  close: () => Promise<void>;
}

export async function startFakeIssuer(): Promise<FakeIssuer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: 'extern-1', alg: 'RS256' };
  const client = { id: 'tvt-resource', secret: 'geheim:met/tekens' };
  const calls = { discovery: 0, userinfo: 0, introspect: 0 };
  const state = { down: false };
  const userinfo = new Map<string, Record<string, unknown>>();
  const introspection = new Map<string, Record<string, unknown>>();
  let issuer = '';

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (state.down) return send(500, { error: 'server_error' });
      const auth = req.headers.authorization ?? '';
      switch (req.url) {
        case '/realms/tvt/.well-known/openid-configuration':
          calls.discovery++;
          return send(200, {
            issuer,
            jwks_uri: `${issuer}/certs`,
            userinfo_endpoint: `${issuer}/userinfo`,
            introspection_endpoint: `${issuer}/introspect`,
          });
        case '/realms/tvt/certs':
          return send(200, { keys: [publicJwk] });
        case '/realms/tvt/userinfo': {
          calls.userinfo++;
          const claims = userinfo.get(auth.replace(/^Bearer /, ''));
          return claims ? send(200, claims) : send(401, { error: 'invalid_token' });
        }
        case '/realms/tvt/introspect': {
          calls.introspect++;
          const basic = Buffer.from(
            `${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`,
          ).toString('base64');
          if (auth !== `Basic ${basic}`) return send(401, { error: 'invalid_client' });
          const token = new URLSearchParams(Buffer.concat(chunks).toString()).get('token') ?? '';
          return send(200, introspection.get(token) ?? { active: false });
        }
        default:
          return send(404, {});
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/tvt`;

  return {
    issuer,
    userinfo,
    introspection,
    calls,
    state,
    client,
    async sign(claims, options = {}) {
      const key = options.foreign
        ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
        : privateKey;
      const nowSeconds = Math.floor(Date.now() / 1000);
      return new SignJWT({
        aud: 'urn:tuinvogeltelling:api',
        iat: nowSeconds,
        exp: nowSeconds + 300,
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'extern-1' })
        .setIssuer(issuer)
        .sign(await importJWK(key.export({ format: 'jwk' }) as never, 'RS256'));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
