import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { PAGE_SIZE, pageCount, pageOffset } from '@tvt/domain';
import { fetchJson } from '../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '../config/runtime-config.ts';
import { type Json, isRecord, str } from '../config/read-json.ts';

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

function toItem(raw: Json): BirdListItem {
  return { id: str(raw.id), name: str(raw.name), image: str(raw.remoteimage) || str(raw.image) };
}

/**
 * Spec 3: `data` holds the list with the count nested in it. Both `{ data: { count, birds } }`
 * and `{ data: [..], count }` are read, so the client survives either spelling of "nested".
 */
export function parseBirdPage(raw: unknown): BirdPage {
  const data = isRecord(raw) ? raw.data : undefined;
  const list = Array.isArray(data)
    ? data
    : isRecord(data)
      ? (data.birds ?? data.data ?? data.items)
      : undefined;
  const birds = (Array.isArray(list) ? list : [])
    .filter(isRecord)
    .map(toItem)
    .filter((b) => b.id !== '');
  const rawCount = isRecord(data) ? data.count : isRecord(raw) ? raw.count : undefined;
  const count = typeof rawCount === 'number' ? rawCount : Number(rawCount);
  return { birds, count: Number.isFinite(count) ? count : birds.length };
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
  return parseBirdPage(
    await fetchJson(serviceUrl(config.services.bird, path, config.source), signal),
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
