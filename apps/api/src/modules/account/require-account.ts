import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http-error.ts';
import { type AccessTokenVerifier, IssuerUnavailableError } from '../credentials/token.ts';
import type { AccountRow } from './repository.ts';
import type { AccountService } from './service.ts';

export const NOT_LOGGED_IN = 'Je bent niet (meer) ingelogd. Log opnieuw in.';
export const ACCOUNT_GONE = 'Dit account bestaat niet meer.';
export const ISSUER_UNAVAILABLE =
  'De inlogdienst is even niet bereikbaar. Probeer het over een paar minuten opnieuw.';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireAccount` hook, on the routes that declare it. */
    account?: AccountRow;
    /** The verified access token's claims, set alongside `account`. */
    accessClaims?: Record<string, unknown>;
  }
}

/** A down issuer is not a bad login: 503, so the app keeps the person logged in. */
function throwIfIssuerDown(error: unknown): void {
  if (error instanceof IssuerUnavailableError) throw new HttpError(503, ISSUER_UNAVAILABLE);
}

/**
 * The login check as a route hook (`preHandler: requireAccount`): a valid bearer token whose
 * account still exists, else 401 (503 when the issuer cannot be asked). It runs after the
 * request's validation, so a bad body is still answered 400 first.
 */
export function createRequireAccount(
  verify: AccessTokenVerifier,
  accounts: AccountService,
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    // RFC 6750 b64token: a JWT, or an opaque token of an external issuer.
    const match = /^Bearer ([\w.~+/-]+=*)$/i.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    const claims = token
      ? await verify(token).catch((error: unknown) => {
          throwIfIssuerDown(error);
          return undefined; // any other failure: the token is not good
        })
      : undefined;
    if (!token || !claims) {
      reply.header('www-authenticate', 'Bearer realm="account", error="invalid_token"');
      throw new HttpError(401, NOT_LOGGED_IN);
    }
    const row = await accounts.find(claims, token).catch((error: unknown) => {
      throwIfIssuerDown(error);
      throw error;
    });
    if (!row) throw new HttpError(401, ACCOUNT_GONE);
    request.account = row;
    request.accessClaims = claims;
  };
}

/** The account `requireAccount` found; a route without the hook is a programming error. */
export function accountOf(request: FastifyRequest): AccountRow {
  if (!request.account) throw new Error('route is missing the requireAccount hook');
  return request.account;
}
