import {
  type JWTPayload,
  type JWTVerifyGetKey,
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
} from 'jose';
import type { Database } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { loadProviderKeys, publicJwks } from './keys.ts';

export type AccessTokenVerifier = (token: string) => Promise<JWTPayload & { sub: string }>;

/** Embedded: the key table itself (re-read on an unknown kid, so a rotation is picked up). */
function embeddedKeys(database: Database): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const load = () =>
    loadProviderKeys(database).then((keys) => createLocalJWKSet(publicJwks(keys) as never));
  return async (header, token) => {
    keySet ??= load();
    try {
      return await (
        await keySet
      )(header, token);
    } catch {
      keySet = load();
      return (await keySet)(header, token);
    }
  };
}

/** External issuer: its discovery document names the key set. */
function remoteKeys(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  return async (header, token) => {
    keySet ??= fetch(`${issuer}/.well-known/openid-configuration`)
      .then((res) => res.json() as Promise<{ jwks_uri: string }>)
      .then((doc) => createRemoteJWKSet(new URL(doc.jwks_uri)))
      .catch((error: unknown) => {
        keySet = undefined;
        throw error;
      });
    return (await keySet)(header, token);
  };
}

/**
 * Bearer JWTs for the account and count services: signed by the issuer's keys, for our
 * resource (`aud`), not expired on the app's clock. Throws on anything else.
 */
export function createAccessTokenVerifier(
  config: Config,
  database: Database,
  now: () => Date,
): AccessTokenVerifier {
  const { identity } = config;
  const keys = identity.embedded ? embeddedKeys(database) : remoteKeys(identity.issuer);
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: identity.issuer,
      audience: identity.resource,
      currentDate: now(),
      clockTolerance: 5,
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('token has no sub');
    return payload as JWTPayload & { sub: string };
  };
}
