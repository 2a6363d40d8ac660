import { serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

/** `{count}/results/<path>` with the campaign source, as every results endpoint is addressed. */
export function resultsUrl(config: RuntimeConfig, path: string): string {
  return serviceUrl(config.services.count, path ? `results/${path}` : 'results', config.source);
}

/**
 * While the count runs the figures move; every open page asks every 30 s (CDN-cached). With the
 * server's bound of 30 s on a results answer (decision 095) a new count shows within a minute.
 */
export const RESULTS_POLL_MS = 30_000;
