import type { Config } from '../../env.ts';

export interface CachedRoute {
  /** The route pattern as registered, prefix included. */
  url: string;
  /** Rebuilt after this long (the app's clock); without it only a content edit renews it. */
  ttlMs?: number;
  /** Query keys the route accepts and ignores; left out of the key when they pass its bounds. */
  ignoredQuery?: readonly string[];
  /**
   * Its last 200 stands in, marked stale, while the database is away (decision 122). With a
   * `ttlMs` of 0 it is kept for that only, never served fresh from memory.
   */
  lastGood?: boolean;
}

/** The routes whose answers change only by an organisation edit (the content version). */
const CONTENT_ROUTES = [
  '/cdn/tvtBirds.json',
  '/api/bird/v1/birds',
  '/api/bird/v1/birds/:id',
  '/api/bird/v1/birds/recognitiontips',
  '/api/bird/v1/birds/recognitiontips/:id',
  '/api/bird/v1/wizard/birds',
  '/api/content/v1/introtour',
  '/api/content/v1/menu-more',
  '/api/content/v1/content/:slug',
] as const;

/** Time-derived: the phase and the configuration that follows the office's links. */
const PHASE_ROUTES = ['/config.json', '/cdn/tvtPhase.json', '/api/count/v1/phase'] as const;

const TOTALS_ROUTES = [
  '/api/count/v1/totals',
  '/cdn/birdsparticipants.json',
  '/cdn/getTopRemote.json',
] as const;

const RESULTS_ROUTES = [
  '/api/count/v1/results',
  '/api/count/v1/results/provinces/:code',
  '/api/count/v1/results/municipalities/:code',
  '/api/count/v1/results/areas',
  '/api/count/v1/results/years',
  '/api/count/v1/results/postcode/:digits',
  '/api/count/v1/results/counts/:tellingUUID',
] as const;

/**
 * Everything a new visitor's app reads on its first screens (/home, /telling): answered from
 * the last good copy, marked with the `X-Stale` header, while the database is away.
 */
export const LAST_GOOD_ROUTES = [
  ...PHASE_ROUTES,
  ...CONTENT_ROUTES,
  ...TOTALS_ROUTES,
  ...RESULTS_ROUTES,
] as const;

/** How long a derived answer (phase, totals) is reused: well under its own Cache-Control. */
const DERIVED_TTL_MS = 1_000;

/**
 * Every answer served from memory. Content routes change only by an organisation edit (content
 * version); phase and totals are time-derived, so they are reused for at most a second.
 * The quiz is not here: it draws new questions per call, from a pool kept in memory.
 */
export function cachedRoutes(config: Config): CachedRoute[] {
  const ignoredQuery = ['source'];
  const content = CONTENT_ROUTES.map((url) => ({
    url,
    ignoredQuery: url === '/cdn/tvtBirds.json' ? ['source', 'v'] : ignoredQuery,
    lastGood: true,
  }));
  // The drawings are rendered in memory already; caching the finished answer skips the stack.
  const drawings = ['/media/birds/:id/:file', '/media/wizard/:kind/:file'].map((url) => ({ url }));
  // The configuration follows the office's links, which change by an edit (a new version).
  const phase = PHASE_ROUTES.map((url) => ({
    url,
    ttlMs: DERIVED_TTL_MS,
    ignoredQuery,
    lastGood: true,
  }));
  // With TOTALS_CACHE_SECONDS=0 they are never served from memory, but still kept as last good.
  const totalsTtl = Math.min(DERIVED_TTL_MS, config.count.totalsCacheSeconds * 1000);
  // The results read per-area snapshots of their aggregates; the finished answer (ETag, 304,
  // compression) is kept like the totals'.
  const derived = [...TOTALS_ROUTES, ...RESULTS_ROUTES].map((url) => ({
    url,
    ttlMs: totalsTtl,
    ignoredQuery,
    lastGood: true,
  }));
  return [...content, ...drawings, ...phase, ...derived];
}
