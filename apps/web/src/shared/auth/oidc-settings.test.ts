import { describe, expect, it } from 'vitest';
import { expiringNotificationSeconds, oidcSettings } from './oidc-settings.ts';

describe('oidc settings', () => {
  it('uses the code flow with the spec scopes and timeouts', () => {
    const settings = oidcSettings(
      { authority: 'https://app.example/oidc', clientId: 'web', resource: 'urn:api' },
      'https://app.example',
    );
    expect(settings).toMatchObject({
      authority: 'https://app.example/oidc',
      client_id: 'web',
      redirect_uri: 'https://app.example/',
      response_type: 'code',
      scope: 'openid offline_access',
      silentRequestTimeoutInSeconds: 20,
      checkSessionIntervalInSeconds: 3,
      extraQueryParams: { resource: 'urn:api' },
    });
  });

  it('renews at 0.75 of the token lifetime', () => {
    expect(expiringNotificationSeconds(900, 0.75)).toBe(225);
    expect(
      oidcSettings({ authority: 'a', clientId: 'b' }, 'o')
        .accessTokenExpiringNotificationTimeInSeconds,
    ).toBe(225);
  });
});
