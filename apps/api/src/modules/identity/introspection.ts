import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { Config } from '../../env.ts';
import type { ExternalIssuer } from './external-issuer.ts';

/** How long an "active" answer is trusted without asking again, and how many are kept. */
const CACHE_MS = 60_000;
const CACHE_MAX = 10_000;

const asList = (aud: unknown): unknown[] => (Array.isArray(aud) ? aud : [aud]);

/**
 * Opaque access tokens of an external issuer, checked by its introspection endpoint. The
 * issuer's word is kept for at most a minute (and never past the token's expiry), so a page
 * that makes three account calls asks once; a revoked token stops working within that minute.
 * Only a hash of the token is held in memory.
 */
export function createIntrospection(
  external: ExternalIssuer,
  identity: Config['identity'],
  now: () => Date,
) {
  const cache = new Map<string, { claims: JWTPayload; until: number }>();

  return async (token: string): Promise<JWTPayload | undefined> => {
    const key = createHash('sha256').update(token).digest('base64url');
    const at = now().getTime();
    const hit = cache.get(key);
    if (hit && hit.until > at) return hit.claims;
    cache.delete(key);

    const claims = await external.introspect(token);
    if (!claims) return undefined;
    const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : Infinity;
    if (expiresAt <= at) return undefined;
    if (claims.iss !== undefined && claims.iss !== identity.issuer) return undefined;
    // RFC 7662 makes `aud` optional; when the issuer names audiences, ours must be one.
    if (claims.aud !== undefined && !asList(claims.aud).includes(identity.resource)) {
      return undefined;
    }
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, { claims, until: Math.min(at + CACHE_MS, expiresAt) });
    return claims;
  };
}
