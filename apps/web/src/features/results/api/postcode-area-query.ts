import { queryOptions, useQuery } from '@tanstack/react-query';
import { postcodeAreaResponse } from '@tvt/contract';
import { requestJson } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { resultsUrl } from './results-url.ts';

/** A postcode's four digits, or null: '1234 AB', '1234ab' and ' 1234 ' all give '1234'. */
export function postcodeDigits(input: string): string | null {
  const match = /^\s*([1-9]\d{3})\s*(?:[a-z]{2})?\s*$/i.exec(input);
  return match?.[1] ?? null;
}

/** `GET {count}/results/postcode/{digits}`: which municipality a postcode lies in. */
export const postcodeAreaQuery = (config: RuntimeConfig | undefined, digits: string | null) =>
  queryOptions({
    queryKey: ['results', 'postcode', config?.services.count, digits],
    queryFn: ({ signal }) =>
      requestJson(resultsUrl(config!, `postcode/${digits}`), postcodeAreaResponse, { signal }),
    enabled: config !== undefined && digits !== null,
    staleTime: Infinity,
  });

export function usePostcodeArea(config: RuntimeConfig | undefined, digits: string | null) {
  return useQuery(postcodeAreaQuery(config, digits));
}
