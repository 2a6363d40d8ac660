import { queryOptions, useQuery } from '@tanstack/react-query';
import { top3ImageUrl } from '@tvt/domain';
import type { TopBirdsResponse } from '@tvt/contract';
import { requestTrusted, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { TOTALS_POLL_MS } from '../totals/index.ts';

/** Spec 9: home shows a top 3. */
export const TOP_SIZE = 3;

export interface TopBird {
  id: string;
  name: string;
  image: string;
  count: number;
}

/** `/cdn/getTopRemote.json`: the most counted birds, their image widened for the slider. */
export function topBirdsOf({ data }: TopBirdsResponse): TopBird[] {
  return data.slice(0, TOP_SIZE).map(({ id, name, remoteimage, count }) => ({
    id,
    name,
    image: top3ImageUrl(remoteimage),
    count,
  }));
}

export async function fetchTopBirds(
  config: RuntimeConfig,
  signal?: AbortSignal,
): Promise<TopBird[]> {
  return topBirdsOf(
    await requestTrusted<TopBirdsResponse>(
      serviceUrl(config.cdn, 'getTopRemote.json', config.source),
      { signal },
    ),
  );
}

export const topBirdsQuery = (config: RuntimeConfig | undefined, live: boolean) =>
  queryOptions({
    queryKey: ['top-birds', config?.cdn],
    queryFn: ({ signal }) => (config ? fetchTopBirds(config, signal) : Promise.resolve([])),
    enabled: config !== undefined,
    staleTime: TOTALS_POLL_MS / 2,
    // During the count the top 3 moves with the totals; afterwards it is final.
    refetchInterval: live ? TOTALS_POLL_MS : false,
    refetchIntervalInBackground: false,
  });

export function useTopBirds(config: RuntimeConfig | undefined, live: boolean) {
  return useQuery(topBirdsQuery(config, live));
}
