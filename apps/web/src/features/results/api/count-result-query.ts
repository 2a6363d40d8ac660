import { queryOptions, useQuery } from '@tanstack/react-query';
import { countResultResponse } from '@tvt/contract';
import { HttpError, requestJson } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { RESULTS_POLL_MS, resultsUrl } from './results-url.ts';

/** `GET {count}/results/counts/{tellingUUID}`: one count beside its municipality and the country. */
export const countResultQuery = (config: RuntimeConfig | undefined, tellingUUID: string) =>
  queryOptions({
    queryKey: ['results', 'count', config?.services.count, tellingUUID],
    queryFn: ({ signal }) =>
      requestJson(
        resultsUrl(config!, `counts/${encodeURIComponent(tellingUUID)}`),
        countResultResponse,
        { signal },
      ),
    enabled: config !== undefined,
    staleTime: RESULTS_POLL_MS / 2,
    // An unknown count stays unknown; asking again will not change that.
    retry: (failures, error) => !isUnknownCount(error) && failures < 2,
  });

/** 404 and 400 (not a uuid) both mean: there is no such count. */
export function isUnknownCount(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 400);
}

export function useCountResult(config: RuntimeConfig | undefined, tellingUUID: string) {
  return useQuery(countResultQuery(config, tellingUUID));
}
