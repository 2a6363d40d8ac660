/**
 * The network edge to an external OpenID Connect issuer (OIDC_ISSUER): its discovery document,
 * userinfo and token introspection (RFC 7662). Every call has a time limit; a failure throws
 * `IssuerUnavailableError`, so callers can tell "the issuer is down" from "the token is bad".
 */

import { type Claims, IssuerUnavailableError } from '../credentials/token.ts';

const TIMEOUT_MS = 5_000;

export interface Discovery {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  introspection_endpoint?: string;
}

export interface IntrospectionCredentials {
  clientId: string;
  clientSecret: string;
}

async function getJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Claims }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new IssuerUnavailableError(`no answer from ${new URL(url).pathname}`, error);
  }
  if (res.status >= 500)
    throw new IssuerUnavailableError(`${res.status} from ${new URL(url).pathname}`);
  const body = await res.json().catch((): unknown => undefined);
  return { status: res.status, body: body && typeof body === 'object' ? (body as Claims) : {} };
}

export function createExternalIssuer(issuer: string, introspection?: IntrospectionCredentials) {
  let discovery: Promise<Discovery> | undefined;

  /** Fetched once; a failed fetch is forgotten so the next request tries again. */
  function discover(): Promise<Discovery> {
    discovery ??= getJson(`${issuer}/.well-known/openid-configuration`)
      .then(({ status, body }) => {
        if (status !== 200 || typeof body.jwks_uri !== 'string') {
          throw new IssuerUnavailableError(`discovery answered ${status}`);
        }
        return body as unknown as Discovery;
      })
      .catch((error: unknown) => {
        discovery = undefined;
        throw error;
      });
    return discovery;
  }

  return {
    discover,

    /** The standard claims of the token's subject (OIDC Core 5.3); undefined when refused. */
    async userinfo(accessToken: string): Promise<Claims | undefined> {
      const endpoint = (await discover()).userinfo_endpoint;
      if (!endpoint) return undefined;
      const { status, body } = await getJson(endpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      });
      return status === 200 ? body : undefined;
    },

    /** RFC 7662: the token's claims when the issuer says it is active, else undefined. */
    async introspect(token: string): Promise<Claims | undefined> {
      if (!introspection) return undefined;
      const endpoint = (await discover()).introspection_endpoint;
      if (!endpoint) return undefined;
      const basic = Buffer.from(
        `${encodeURIComponent(introspection.clientId)}:${encodeURIComponent(introspection.clientSecret)}`,
      ).toString('base64');
      const { status, body } = await getJson(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
      });
      // 401/403: our own credentials were refused. That is the operator's problem, not the
      // participant's, so it must not look like "your login has ended".
      if (status === 401 || status === 403) {
        throw new IssuerUnavailableError(`introspection refused our credentials (${status})`);
      }
      return status === 200 && body.active === true ? body : undefined;
    },
  };
}

export type ExternalIssuer = ReturnType<typeof createExternalIssuer>;
