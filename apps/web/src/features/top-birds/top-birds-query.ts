import { queryOptions, useQuery } from '@tanstack/react-query';
import { top3ImageUrl } from '@tvt/domain';
import { fetchJson } from '../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '#shared/config/runtime-config.ts';
import { TOTALS_POLL_MS } from '../totals/index.ts';
import { isRecord, str } from '../config/read-json.ts';

/** Spec 9: home shows a top 3. */
export const TOP_SIZE = 3;

export interface TopBird {
  id: string;
  name: string;
  image: string;
  count: number;
}

/** `/cdn/getTopRemote.json`: the most counted birds, their image widened for the slider. */
export function parseTopBirds(raw: unknown): TopBird[] {
  const list = isRecord(raw) ? raw.data : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .filter(isRecord)
    .map((b) => ({
      id: str(b.id),
      name: str(b.name),
      image: top3ImageUrl(str(b.remoteimage) || str(b.image)),
      count: Number(b.count) > 0 ? Math.floor(Number(b.count)) : 0,
    }))
    .filter((b) => b.id !== '' && b.name !== '')
    .slice(0, TOP_SIZE);
}

export async function fetchTopBirds(
  config: RuntimeConfig,
  signal?: AbortSignal,
): Promise<TopBird[]> {
  return parseTopBirds(
    await fetchJson(serviceUrl(config.cdn, 'getTopRemote.json', config.source), signal),
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
