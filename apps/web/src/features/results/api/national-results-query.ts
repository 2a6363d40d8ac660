import { useQuery } from '@tanstack/react-query';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { areaResultsOptions } from './area-results-options.ts';

/** `GET {count}/results`: the national ranking. */
export const nationalResultsQuery = (
  config: RuntimeConfig | undefined,
  live: boolean,
  year?: number,
) => areaResultsOptions(config, '', live, year);

export function useNationalResults(
  config: RuntimeConfig | undefined,
  live: boolean,
  year?: number,
) {
  return useQuery(nationalResultsQuery(config, live, year));
}
