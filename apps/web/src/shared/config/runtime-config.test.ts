import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseRuntimeConfig, serviceUrl } from './runtime-config.ts';

describe('runtime config', () => {
  it('reads the server config', () => {
    const config = parseRuntimeConfig({
      services: { content: 'https://content.example.org/v1/' },
      organisation: { name: 'Vogelclub', logo: null },
      features: { loginRequired: true },
      oidc: { authority: 'https://id.example.org', clientId: 'web' },
      source: 'tvt',
    });
    expect(config.services.content).toBe('https://content.example.org/v1/');
    expect(config.services.bird).toBe(DEFAULT_CONFIG.services.bird);
    expect(config.organisation).toEqual({
      name: 'Vogelclub',
      logo: DEFAULT_CONFIG.organisation.logo,
    });
    expect(config.features.loginRequired).toBe(true);
    expect(config.oidc).toEqual({ authority: 'https://id.example.org', clientId: 'web' });
  });

  it('falls back to the defaults for garbage', () => {
    expect(parseRuntimeConfig('nee')).toEqual(DEFAULT_CONFIG);
  });

  it('joins a base and a path with the source parameter', () => {
    expect(serviceUrl('/api/content/v1/', '/menu-more', 'tvt')).toBe(
      '/api/content/v1/menu-more?source=tvt',
    );
    expect(serviceUrl('/api/bird/v1', 'birds?limit=3', 'a b')).toBe(
      '/api/bird/v1/birds?limit=3&source=a%20b',
    );
  });
});
