import type { JWTPayload } from 'jose';

/** Checks a bearer token (embedded provider or external issuer) and gives its claims. */
export type AccessTokenVerifier = (token: string) => Promise<JWTPayload & { sub: string }>;

/** An external issuer's userinfo or introspection answer, as it sent it. */
export type Claims = Record<string, unknown>;

/** The external issuer did not answer in time: "the issuer is down", not "the token is bad". */
export class IssuerUnavailableError extends Error {
  constructor(what: string, cause?: unknown) {
    super(`external issuer: ${what}`, { cause });
    this.name = 'IssuerUnavailableError';
  }
}
