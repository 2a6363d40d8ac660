import { serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

/** `{count}/results/<path>` with the campaign source, as every results endpoint is addressed. */
export function resultsUrl(config: RuntimeConfig, path: string): string {
  return serviceUrl(config.services.count, path ? `results/${path}` : 'results', config.source);
}

/** While the count runs the figures move; every open page asks once a minute (CDN-cached). */
export const RESULTS_POLL_MS = 60_000;
