import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountBird } from '@tvt/domain';
import { countBirdsFile } from '@tvt/contract';
import { joinUrl, requestJson } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { countBirdsKey } from './count-birds-key.ts';

/** Spec 7: the count birds, from the CDN file `tvtBirds.json`. */
export async function fetchCountBirds(
  config: Pick<RuntimeConfig, 'cdn'>,
  signal?: AbortSignal,
): Promise<CountBird[]> {
  const { data } = await requestJson(joinUrl(config.cdn, 'tvtBirds.json'), countBirdsFile, {
    signal,
  });
  return data;
}

export const countBirdsQuery = (config: RuntimeConfig | undefined) =>
  queryOptions({
    queryKey: countBirdsKey(config?.cdn),
    queryFn: ({ signal }) => (config ? fetchCountBirds(config, signal) : Promise.resolve([])),
    enabled: config !== undefined,
    staleTime: 10 * 60_000,
  });

export function useCountBirds(config: RuntimeConfig | undefined) {
  return useQuery(countBirdsQuery(config));
}
