import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { PAGE_SIZE, pageCount, pageOffset } from '@tvt/domain';
import { type BirdListResponse, birdListResponse } from '@tvt/contract';
import { requestJson, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

/** Spec 3 "Bird guide entry": id, name and an image. */
export interface BirdListItem {
  id: string;
  name: string;
  image: string;
}

export interface BirdPage {
  birds: BirdListItem[];
  count: number;
}

/** Spec 3: `data` holds the list with the count nested in it. */
export function birdPageOf({ data }: BirdListResponse): BirdPage {
  return {
    birds: data.data.map(({ id, name, remoteimage }) => ({ id, name, image: remoteimage })),
    count: data.count,
  };
}

export async function fetchBirdPage(
  config: RuntimeConfig,
  keyword: string,
  page: number,
  signal?: AbortSignal,
  limit: number = PAGE_SIZE,
): Promise<BirdPage> {
  const search = keyword.trim() === '' ? '' : `&keyword=${encodeURIComponent(keyword.trim())}`;
  const path = `birds?offset=${pageOffset(page)}&limit=${limit}${search}`;
  return birdPageOf(
    await requestJson(serviceUrl(config.services.bird, path, config.source), birdListResponse, {
      signal,
    }),
  );
}

/** Pages are numbered from 1; the next one exists while fewer than ceil(count / 20) are loaded. */
export function nextPageAfter(pages: readonly { count: number }[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 1;
  return pages.length < pageCount(last.count) ? pages.length + 1 : undefined;
}

export const birdListQuery = (config: RuntimeConfig | undefined, keyword: string) =>
  infiniteQueryOptions({
    queryKey: ['birds', config?.services.bird, keyword.trim().toLowerCase()],
    queryFn: ({ pageParam, signal }) =>
      config
        ? fetchBirdPage(config, keyword, pageParam, signal)
        : Promise.resolve({ birds: [], count: 0 }),
    initialPageParam: 1,
    getNextPageParam: (_last: BirdPage, pages: BirdPage[]) => nextPageAfter(pages),
    enabled: config !== undefined,
    staleTime: 5 * 60_000,
  });

/** The server's largest page: the count form's search shows every match at once. */
const SEARCH_LIMIT = 100;

/**
 * The one bird search (the guide's `keyword`, see the API's birds README), for the count form:
 * the ids of every match, best first. Disabled for an empty keyword.
 */
export const birdSearchQuery = (config: RuntimeConfig | undefined, keyword: string) =>
  queryOptions({
    queryKey: ['bird-search', config?.services.bird, keyword.trim().toLowerCase()],
    queryFn: async ({ signal }) =>
      config
        ? (await fetchBirdPage(config, keyword, 1, signal, SEARCH_LIMIT)).birds.map((b) => b.id)
        : [],
    enabled: config !== undefined && keyword.trim() !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useBirdSearch(config: RuntimeConfig | undefined, keyword: string) {
  return useQuery(birdSearchQuery(config, keyword));
}

export function useBirdList(config: RuntimeConfig | undefined, keyword: string) {
  return useInfiniteQuery(birdListQuery(config, keyword));
}
