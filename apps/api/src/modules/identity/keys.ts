import { generateKeyPairSync } from 'node:crypto';

export interface ProviderKeys {
  /** Private signing JWKs, newest first: the first one signs, all of them verify. */
  signing: Record<string, unknown>[];
  /** Secrets for the provider's signed cookies, newest first. */
  cookie: string[];
}

export function newSigningKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig' };
}

/** The public half of the signing keys (what /oidc/jwks publishes). */
export function publicJwks(keys: ProviderKeys): { keys: Record<string, unknown>[] } {
  return {
    keys: keys.signing.map(({ kid, kty, n, e, alg, use }) => ({ kid, kty, n, e, alg, use })),
  };
}
