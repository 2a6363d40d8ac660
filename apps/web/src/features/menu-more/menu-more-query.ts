import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuMoreResponse } from '@tvt/contract';
import { requestTrusted, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

/** A more-menu entry: an app route (`/home/tips`) or an external address (`https://…`). */
export interface MenuItem {
  title: string;
  link: string;
  external: boolean;
}

/** Rows without a title or link are left out; a link with a scheme leaves the app. */
export function menuItemsOf({ data }: MenuMoreResponse): MenuItem[] {
  return data
    .filter(({ title, link }) => title !== '' && link !== '')
    .map(({ title, link }) => ({
      title,
      link,
      external: /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(link),
    }));
}

export async function fetchMenuMore(
  config: RuntimeConfig,
  signal?: AbortSignal,
): Promise<MenuItem[]> {
  return menuItemsOf(
    await requestTrusted<MenuMoreResponse>(
      serviceUrl(config.services.content, 'menu-more', config.source),
      { signal },
    ),
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
