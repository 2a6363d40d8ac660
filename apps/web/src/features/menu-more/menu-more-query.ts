import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '#shared/config/runtime-config.ts';

/** A more-menu entry: an app route (`/home/tips`) or an external address (`https://…`). */
export interface MenuItem {
  title: string;
  link: string;
  external: boolean;
}

export function parseMenu(raw: unknown): MenuItem[] {
  const list = (raw as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const { title, link } = (item ?? {}) as { title?: unknown; link?: unknown };
    if (typeof title !== 'string' || typeof link !== 'string' || title === '' || link === '')
      return [];
    return [{ title, link, external: /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(link) }];
  });
}

export async function fetchMenuMore(
  config: RuntimeConfig,
  signal?: AbortSignal,
): Promise<MenuItem[]> {
  return parseMenu(
    await fetchJson(serviceUrl(config.services.content, 'menu-more', config.source), signal),
  );
}

export const menuMoreQuery = (config: RuntimeConfig | undefined) =>
  queryOptions({
    queryKey: ['menu-more', config?.services.content],
    queryFn: ({ signal }) => (config ? fetchMenuMore(config, signal) : Promise.resolve([])),
    enabled: config !== undefined,
    staleTime: 5 * 60_000,
  });

export function useMenuMore(config: RuntimeConfig | undefined) {
  return useQuery(menuMoreQuery(config));
}
