import type { UserManagerSettings } from 'oidc-client-ts';

/** Spec 9 "Auth timeouts". */
export const SILENT_REQUEST_TIMEOUT_S = 20;
export const CHECK_SESSION_INTERVAL_S = 3;
export const REFRESH_FACTOR = 0.75;
/** The embedded provider's access-token lifetime (apps/api identity provider: 15 minutes). */
export const ACCESS_TOKEN_LIFETIME_S = 15 * 60;

/** Refresh at 0.75 of the lifetime: warn when a quarter of it is left. */
export function expiringNotificationSeconds(
  lifetime = ACCESS_TOKEN_LIFETIME_S,
  factor = REFRESH_FACTOR,
): number {
  return Math.round(lifetime * (1 - factor));
}

export interface OidcConfig {
  authority: string;
  clientId: string;
  /** The API's resource indicator: with it the provider issues a JWT access token for the services. */
  resource?: string | undefined;
}

/**
 * Code flow with PKCE (oidc-client-ts always uses PKCE for `response_type=code`), scopes
 * `openid offline_access`. The provider knows one redirect address, the app's root; the page to
 * return to travels in the request's state. Renewal is ours (auth-client.ts), not the library's
 * timer, so that only one tab refreshes at a time.
 */
export function oidcSettings(
  oidc: OidcConfig,
  origin: string,
): Omit<UserManagerSettings, 'userStore'> {
  return {
    authority: oidc.authority,
    client_id: oidc.clientId,
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid offline_access',
    automaticSilentRenew: false,
    silentRequestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_S,
    monitorSession: false,
    checkSessionIntervalInSeconds: CHECK_SESSION_INTERVAL_S,
    accessTokenExpiringNotificationTimeInSeconds: expiringNotificationSeconds(),
    loadUserInfo: false,
    extraQueryParams: oidc.resource ? { resource: oidc.resource } : {},
  };
}
