import type { AccessTokenVerifier } from '../credentials/token.ts';
import type { TokenDenylist } from './token-denylist.ts';

/** Three base64url parts: a JWT access token (the provider itself refuses to revoke those). */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * RFC 7009 for our JWT access tokens: oidc-provider answers `unsupported_token_type` for
 * structured tokens, so a logout could not end one. A token of ours for this client goes on
 * the denylist until it expires; an invalid or foreign one is ignored, as RFC 7009 asks (200
 * either way). Answers false when the body is not a JWT: the provider handles it.
 */
export function accessTokenRevoker(verify: AccessTokenVerifier, denylist: TokenDenylist) {
  return async (form: URLSearchParams): Promise<boolean> => {
    const token = form.get('token') ?? '';
    if (!JWT_SHAPE.test(token)) return false;
    const claims = await verify(token).catch(() => undefined);
    if (claims && claims.client_id === form.get('client_id') && typeof claims.exp === 'number') {
      await denylist.revoke({ jti: claims.jti }, new Date(claims.exp * 1000));
    }
    return true;
  };
}
