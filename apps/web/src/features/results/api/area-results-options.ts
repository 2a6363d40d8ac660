import { queryOptions } from '@tanstack/react-query';
import { areaResultsResponse, type AreaResultsResponse } from '@tvt/contract';
import { requestJson } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { RESULTS_POLL_MS, resultsUrl } from './results-url.ts';
import { withYear } from '../results-year.tsx';

/**
 * The query options every ranking endpoint shares (national, province, municipality): polled
 * while `live`, keeping the shown figures while a poll is under way so nothing jumps.
 */
export function areaResultsOptions(
  config: RuntimeConfig | undefined,
  path: string,
  live: boolean,
  year?: number,
) {
  return queryOptions({
    queryKey: ['results', 'area', config?.services.count, path, year ?? null],
    queryFn: ({ signal }): Promise<AreaResultsResponse> =>
      requestJson(withYear(resultsUrl(config!, path), year), areaResultsResponse, { signal }),
    enabled: config !== undefined,
    staleTime: RESULTS_POLL_MS / 2,
    refetchInterval: live ? RESULTS_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}
