import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BirdListResponse } from '@tvt/contract';
import { requestTrusted, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import type { BirdListItem } from '../bird-guide/index.ts';

/** Spec 9: home shows 3 common birds. */
export const COMMON_BIRDS = 3;

/** The primary birds (the count form's main grid), the first three (spec 7: primary=true&limit=3). */
export async function fetchCommonBirds(
  config: RuntimeConfig,
  signal?: AbortSignal,
): Promise<BirdListItem[]> {
  const path = `birds?primary=true&limit=${COMMON_BIRDS}`;
  const { data } = await requestTrusted<BirdListResponse>(
    serviceUrl(config.services.bird, path, config.source),
    { signal },
  );
  return data.data
    .slice(0, COMMON_BIRDS)
    .map(({ id, name, remoteimage }) => ({ id, name, image: remoteimage }));
}

export const commonBirdsQuery = (config: RuntimeConfig | undefined) =>
  queryOptions({
    queryKey: ['common-birds', config?.services.bird],
    queryFn: ({ signal }) => (config ? fetchCommonBirds(config, signal) : Promise.resolve([])),
    enabled: config !== undefined,
    staleTime: 5 * 60_000,
  });

export function useCommonBirds(config: RuntimeConfig | undefined) {
  return useQuery(commonBirdsQuery(config));
}
