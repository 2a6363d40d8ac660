import { queryOptions, useQuery } from '@tanstack/react-query';
import { resultYearsResponse } from '@tvt/contract';
import { requestJson } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { RESULTS_POLL_MS, resultsUrl } from './results-url.ts';

/** `GET {count}/results/years`: every campaign with results, and the one shown by default. */
export const resultYearsQuery = (config: RuntimeConfig | undefined) =>
  queryOptions({
    queryKey: ['results', 'years', config?.services.count],
    queryFn: ({ signal }) =>
      requestJson(resultsUrl(config!, 'years'), resultYearsResponse, { signal }),
    enabled: config !== undefined,
    staleTime: RESULTS_POLL_MS,
  });

export function useResultYears(config: RuntimeConfig | undefined) {
  return useQuery(resultYearsQuery(config));
}
