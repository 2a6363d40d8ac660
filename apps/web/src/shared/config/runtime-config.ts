/** The web app's runtime configuration, served by the API server at /config.json. */
export interface RuntimeConfig {
  services: { bird: string; content: string; account: string; postcode: string; count: string };
  cdn: string;
  organisation: { name: string; logo: string };
  build: { id: string; time: string };
  features: { loginRequired: boolean; recognitionBlocked: boolean };
  /** `resource`: the API's resource indicator, asked for at login so the access token suits the services. */
  oidc: { authority: string; clientId: string; resource?: string } | null;
  source: string;
  /** Campaign links (CAMPAIGN_*_URL on the server); null hides the block that uses it. */
  links: CampaignLinks;
}

export interface CampaignLinks {
  socialWall: string | null;
  results: string | null;
  signUp: string | null;
  course: string | null;
  share: string | null;
  social: { title: string; url: string }[];
}

/** Same-origin defaults (docs/architecture.md): used for missing keys and when /config.json is unreachable. */
export const DEFAULT_CONFIG: RuntimeConfig = {
  services: {
    bird: '/api/bird/v1',
    content: '/api/content/v1',
    account: '/api/account/v1',
    postcode: '/api/postcode/v1',
    count: '/api/count/v1',
  },
  cdn: '/cdn',
  organisation: { name: 'Tuinvogeltelling', logo: '/icons/organisation-logo.svg' },
  build: { id: '', time: '' },
  features: { loginRequired: false, recognitionBlocked: false },
  oidc: null,
  source: 'tvt',
  links: { socialWall: null, results: null, signUp: null, course: null, share: null, social: [] },
};

type Json = Record<string, unknown>;

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** Only http(s) addresses become links, so a bad setting cannot inject a script URL. */
function httpUrl(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) ? value : null;
}

function parseLinks(raw: unknown): CampaignLinks {
  const links = record(raw);
  const social = Array.isArray(links.social) ? links.social : [];
  return {
    socialWall: httpUrl(links.socialWall),
    results: httpUrl(links.results),
    signUp: httpUrl(links.signUp),
    course: httpUrl(links.course),
    share: httpUrl(links.share),
    social: social.flatMap((item) => {
      const { title, url } = record(item);
      const href = httpUrl(url);
      return typeof title === 'string' && title !== '' && href ? [{ title, url: href }] : [];
    }),
  };
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * Reads /config.json leniently: a key the server leaves out keeps its default, so an older
 * server or a hand-written config never stops the app from starting.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const root = record(raw);
  const services = record(root.services);
  const organisation = record(root.organisation);
  const build = record(root.build);
  const features = record(root.features);
  const oidc = record(root.oidc);
  const d = DEFAULT_CONFIG;
  return {
    services: {
      bird: text(services.bird, d.services.bird),
      content: text(services.content, d.services.content),
      account: text(services.account, d.services.account),
      postcode: text(services.postcode, d.services.postcode),
      count: text(services.count, d.services.count),
    },
    cdn: text(root.cdn, d.cdn),
    organisation: {
      name: text(organisation.name, d.organisation.name),
      logo: text(organisation.logo, d.organisation.logo),
    },
    build: { id: text(build.id, ''), time: text(build.time, '') },
    features: {
      loginRequired: flag(features.loginRequired, d.features.loginRequired),
      recognitionBlocked: flag(features.recognitionBlocked, d.features.recognitionBlocked),
    },
    oidc:
      typeof oidc.authority === 'string' && typeof oidc.clientId === 'string'
        ? {
            authority: oidc.authority,
            clientId: oidc.clientId,
            ...(typeof oidc.resource === 'string' &&
              oidc.resource !== '' && { resource: oidc.resource }),
          }
        : null,
    source: text(root.source, d.source),
    links: parseLinks(root.links),
  };
}

/** `base` + `path` with the campaign's `source` query parameter (spec section 7). */
export function serviceUrl(base: string, path: string, source: string): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return `${url}${url.includes('?') ? '&' : '?'}source=${encodeURIComponent(source)}`;
}
