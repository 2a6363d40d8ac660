import {
  type JWTPayload,
  type JWTVerifyGetKey,
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import type { Config } from '../../env.ts';
import { type AccessTokenVerifier, IssuerUnavailableError } from '../credentials/token.ts';
import type { ExternalIssuer } from './external-issuer.ts';
import { createIntrospection } from './introspection.ts';
import type { KeyRing } from './key-ring.ts';
import type { TokenDenylist } from './token-denylist.ts';
import { type ProviderKeys, publicJwks } from './keys.ts';

/** Embedded: this instance's key ring (re-read on an unknown kid, so a rotation is picked up). */
function embeddedKeys(ring: KeyRing): JWTVerifyGetKey {
  let keySet: { keys: ProviderKeys; get: JWTVerifyGetKey } | undefined;
  const of = (keys: ProviderKeys) =>
    keySet?.keys === keys ? keySet : (keySet = { keys, get: createLocalJWKSet(publicJwks(keys)) });
  return async (header, token) => {
    try {
      return await of(ring.current()).get(header, token);
    } catch {
      return of(await ring.refreshForUnknownKey()).get(header, token);
    }
  };
}

/** External issuer: its discovery document names the key set. */
function remoteKeys(external: ExternalIssuer): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  return async (header, token) => {
    keySet ??= external
      .discover()
      .then((doc) => createRemoteJWKSet(new URL(doc.jwks_uri)))
      .catch((error: unknown) => {
        keySet = undefined;
        throw error;
      });
    return (await keySet)(header, token);
  };
}

/** Three base64url parts: a JWT. Anything else is an opaque token for introspection. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * Bearer tokens for the account service. JWTs: signed by the issuer's keys, for our resource
 * (`aud`), not expired on the app's clock. Opaque tokens of an external issuer: active by its
 * introspection endpoint (RFC 7662), with the same issuer, audience and expiry checks. Throws
 * `IssuerUnavailableError` when the issuer cannot be asked, any other error for a bad token.
 */
export function createAccessTokenVerifier(
  config: Config,
  providerKeys: KeyRing | undefined,
  now: () => Date,
  external?: ExternalIssuer,
  denylist?: TokenDenylist,
): AccessTokenVerifier {
  const { identity } = config;
  const keys = external || !providerKeys ? remoteKeys(external!) : embeddedKeys(providerKeys);
  const introspect =
    external && identity.introspection ? createIntrospection(external, identity, now) : undefined;

  async function verifyJwt(token: string) {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: identity.issuer,
        audience: identity.resource,
        currentDate: now(),
        clockTolerance: 5,
      });
      return payload;
    } catch (error) {
      // jose's own errors judge the token, except a key-set timeout; anything else (a failed
      // key fetch) is the issuer's.
      const judged =
        error instanceof joseErrors.JOSEError && !(error instanceof joseErrors.JWKSTimeout);
      if (external && !judged) throw new IssuerUnavailableError('key set unreachable', error);
      throw error;
    }
  }

  return async (token) => {
    let payload: JWTPayload | undefined;
    if (JWT_SHAPE.test(token)) payload = await verifyJwt(token);
    else if (introspect) payload = await introspect(token);
    if (typeof payload?.sub !== 'string' || payload.sub === '') throw new Error('token has no sub');
    // Logged out: the token (jti) or its whole grant (gid) was revoked on some instance.
    if (denylist && (await denylist.isRevoked(payload))) throw new Error('token revoked');
    return payload as JWTPayload & { sub: string };
  };
}
