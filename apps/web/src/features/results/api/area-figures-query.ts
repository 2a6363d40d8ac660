import { queryOptions, useQuery } from '@tanstack/react-query';
import { areaFiguresResponse } from '@tvt/contract';
import { requestJson } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { RESULTS_POLL_MS, resultsUrl } from './results-url.ts';
import { withYear } from '../results-year.tsx';

export type AreaLevelOfMap = 'province' | 'municipality';

/** `GET {count}/results/areas?level=…[&birdId=]`: every area's figures for the map and its table. */
export const areaFiguresQuery = (
  config: RuntimeConfig | undefined,
  level: AreaLevelOfMap,
  birdId: string | null,
  live: boolean,
  year?: number,
) =>
  queryOptions({
    queryKey: ['results', 'areas', config?.services.count, level, birdId, year ?? null],
    queryFn: ({ signal }) => {
      const query = `level=${level}${birdId ? `&birdId=${encodeURIComponent(birdId)}` : ''}`;
      const url = withYear(resultsUrl(config!, `areas?${query}`), year);
      return requestJson(url, areaFiguresResponse, { signal });
    },
    enabled: config !== undefined,
    staleTime: RESULTS_POLL_MS / 2,
    refetchInterval: live ? RESULTS_POLL_MS : false,
    refetchIntervalInBackground: false,
    // A new species keeps the old colours until its own figures arrive: no empty flash.
    placeholderData: (previous) => previous,
  });

export function useAreaFigures(
  config: RuntimeConfig | undefined,
  level: AreaLevelOfMap,
  birdId: string | null,
  live: boolean,
  year?: number,
) {
  return useQuery(areaFiguresQuery(config, level, birdId, live, year));
}
