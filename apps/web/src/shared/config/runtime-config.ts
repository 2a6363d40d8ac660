import { DEFAULT_SOURCE, type WebConfig } from '@tvt/contract';

export type { CampaignLinks } from '@tvt/contract';

/** The web app's runtime configuration (`GET /config.json`), with the organisation logo resolved. */
export type RuntimeConfig = Omit<WebConfig, 'organisation'> & {
  organisation: { name: string; logo: string };
};

const DEFAULT_LOGO = '/icons/organisation-logo.svg';

/** Same-origin defaults (docs/architecture.md): used while /config.json cannot be reached. */
export const DEFAULT_CONFIG: RuntimeConfig = {
  services: {
    bird: '/api/bird/v1',
    content: '/api/content/v1',
    account: '/api/account/v1',
    postcode: '/api/postcode/v1',
    count: '/api/count/v1',
  },
  cdn: '/cdn',
  organisation: { name: 'Tuinvogeltelling', logo: DEFAULT_LOGO },
  build: { id: '', time: '' },
  features: { loginRequired: false, recognitionBlocked: false },
  oidc: null,
  source: DEFAULT_SOURCE,
  countErrorApiKey: '',
  links: { socialWall: null, results: null, signUp: null, course: null, share: null, social: [] },
};

/**
 * No logo configured on the server → the app's own. A copy of /config.json cached by the service
 * worker may come from an older server without the newer keys: those keep their defaults.
 */
export function toRuntimeConfig(config: WebConfig): RuntimeConfig {
  return {
    ...DEFAULT_CONFIG,
    ...config,
    // Read defensively too: a partial copy must not throw and fall back to the defaults whole.
    organisation: {
      name: config.organisation?.name ?? DEFAULT_CONFIG.organisation.name,
      logo: config.organisation?.logo ?? DEFAULT_LOGO,
    },
  };
}
