import { useQuery } from '@tanstack/react-query';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { areaResultsOptions } from './area-results-options.ts';

/** `GET {count}/results/municipalities/{code}`: one municipality's ranking. */
export const municipalityResultsQuery = (
  config: RuntimeConfig | undefined,
  code: string,
  live: boolean,
  year?: number,
) => areaResultsOptions(config, `municipalities/${encodeURIComponent(code)}`, live, year);

export function useMunicipalityResults(
  config: RuntimeConfig | undefined,
  code: string,
  live: boolean,
  year?: number,
) {
  return useQuery(municipalityResultsQuery(config, code, live, year));
}
