import Provider, { type Configuration, errors } from 'oidc-provider';
import type { Config } from '../../env.ts';
import type { AccountRepository } from '../account/repository.ts';
import { adapterFactory } from './adapter.ts';
import type { ProviderKeys } from './keys.ts';
import { logoutPage, messagePage } from './pages/auth-pages.ts';
import type { PayloadRepository } from './payload-repository.ts';
import type { TokenDenylist } from './token-denylist.ts';

import { guardProvider } from './provider-guard.ts';

export const PROVIDER_PREFIX = '/oidc';
/** Access tokens live 15 minutes; the web app refreshes at 0.75 of that (spec 9). */
const ACCESS_TOKEN_TTL = 15 * 60;
const DAY = 24 * 60 * 60;

/** The provider built on this instance's current key set (rebuilt when the keys change). */
export interface Providers {
  current(): Provider;
}

export interface ProviderOptions {
  config: Config;
  keys: ProviderKeys;
  payloads: PayloadRepository;
  accounts: AccountRepository;
  /** The office roles written into access tokens as `roles` (issue 12). */
  rolesOf: (accountId: string) => Promise<readonly string[]>;
  denylist: TokenDenylist;
  onError: (error: unknown) => void;
  /** The provider failed on a request (logged as an error). */
  onServerError: (error: unknown) => void;
}

/** Everything a certified provider needs, configured for one public client: the web app. */
export function createProvider(options: ProviderOptions): Provider {
  const { config, keys, payloads, accounts, denylist } = options;
  const { identity } = config;
  const configuration: Configuration = {
    adapter: adapterFactory(payloads),
    clients: [
      {
        client_id: identity.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        redirect_uris: identity.redirectUris,
        post_logout_redirect_uris: identity.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: keys.signing },
    cookies: { keys: keys.cookie },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'middle_name'],
    },
    extraParams: ['referrer_url', 'referrer_action', 'verified'],
    async findAccount(_ctx, sub) {
      const row = await accounts.findById(sub);
      if (!row) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: row.email,
          email_verified: row.emailVerified,
          given_name: row.firstName,
          middle_name: row.lastNamePrefix ?? undefined,
          family_name: row.lastName,
        }),
      };
    },
    interactions: {
      url: (_ctx, interaction) => `${PROVIDER_PREFIX}/interaction/${interaction.uid}`,
    },
    pkce: { required: () => true },
    // The grant's id in JWT access tokens, so revoking the grant (the refresh token's revocation,
    // a logout) revokes its access tokens too (the denylist, decision 043). The account's office
    // roles ride along as `roles` (decision 060), only when it holds any.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      const roles = token.accountId ? await options.rolesOf(token.accountId) : [];
      return {
        ...(token.grantId ? { gid: token.grantId } : {}),
        ...(roles.length > 0 ? { roles: [...roles] } : {}),
      };
    },
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 30 * DAY,
      Grant: 365 * DAY,
      RefreshToken: 30 * DAY,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = messagePage('Uitgelogd', 'Je bent uitgelogd.', {
            href: `${config.publicUrl}/`,
            text: 'Naar de app',
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? undefined!,
        // The web app names the resource once, at the authorization request.
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== identity.resource) throw new errors.InvalidTarget();
          return {
            scope: 'openid offline_access email profile',
            audience: identity.resource,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Er is iets misgegaan',
        `Inloggen lukt nu niet (${String(out.error)}). Ga terug naar de app en probeer het opnieuw.`,
        { href: `${config.publicUrl}/`, text: 'Naar de app' },
      );
    },
  };
  const provider = new Provider(identity.issuer, configuration);
  const until = () => new Date(Date.now() + ACCESS_TOKEN_TTL * 1000);
  provider.on('grant.revoked', (_ctx, grantId: string) => {
    denylist.revoke({ gid: grantId }, until()).catch(options.onError);
  });
  // A logout keeps an offline_access grant (oidc-provider's default: its refresh token outlives
  // the session). Here logging out ends it all: the grant, its refresh and access tokens.
  provider.on('end_session.success', (ctx) => {
    const authorizations = ctx.oidc.session?.authorizations ?? {};
    for (const { grantId } of Object.values(authorizations)) {
      if (!grantId) continue;
      Promise.all([
        payloads.revokeByGrantId(grantId),
        denylist.revoke({ gid: grantId }, until()),
      ]).catch(options.onError);
    }
  });
  guardProvider(provider, options.onServerError);
  // Koa reads X-Forwarded-Proto/Host when proxied; the client address is never used here.
  provider.proxy = config.trustProxy !== false;
  return provider;
}
