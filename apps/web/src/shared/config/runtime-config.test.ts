import { webConfigResponse } from '@tvt/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, toRuntimeConfig } from './runtime-config.ts';

const served = webConfigResponse.parse({
  ...DEFAULT_CONFIG,
  services: { ...DEFAULT_CONFIG.services, content: 'https://content.example.org/v1/' },
  organisation: { name: 'Vogelclub', logo: null },
  oidc: { authority: 'https://id.example.org', clientId: 'web', resource: 'urn:tvt:api' },
  countErrorApiKey: 'sleutel',
});

describe('runtime config', () => {
  it('takes the served config, with the app logo when the server names none', () => {
    const config = toRuntimeConfig(served);
    expect(config.services.content).toBe('https://content.example.org/v1/');
    expect(config.organisation).toEqual({
      name: 'Vogelclub',
      logo: DEFAULT_CONFIG.organisation.logo,
    });
    expect(config.countErrorApiKey).toBe('sleutel');
  });

  it('keeps the defaults for keys an older cached copy lacks', () => {
    const { links: _links, ...older } = served;
    expect(toRuntimeConfig(older).links).toEqual(DEFAULT_CONFIG.links);
  });

  it('keeps the rest of a copy that lacks the organisation', () => {
    const { organisation: _organisation, ...partial } = served;
    const config = toRuntimeConfig(partial);
    expect(config.organisation).toEqual(DEFAULT_CONFIG.organisation);
    expect(config.countErrorApiKey).toBe('sleutel');
  });

  it('uses the campaign source of the contract by default', () => {
    expect(DEFAULT_CONFIG.source).toBe('tuinvogeltelling');
  });
});
