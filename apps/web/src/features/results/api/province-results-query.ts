import { useQuery } from '@tanstack/react-query';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { areaResultsOptions } from './area-results-options.ts';

/** `GET {count}/results/provinces/{code}`: one province's ranking. */
export const provinceResultsQuery = (
  config: RuntimeConfig | undefined,
  code: string,
  live: boolean,
  year?: number,
) => areaResultsOptions(config, `provinces/${encodeURIComponent(code)}`, live, year);

export function useProvinceResults(
  config: RuntimeConfig | undefined,
  code: string,
  live: boolean,
  year?: number,
) {
  return useQuery(provinceResultsQuery(config, code, live, year));
}
