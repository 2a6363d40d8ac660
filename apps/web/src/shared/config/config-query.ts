import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebConfig } from '@tvt/contract';
import { requestTrusted } from '#shared/http/index.ts';
import { DEFAULT_CONFIG, type RuntimeConfig, toRuntimeConfig } from './runtime-config.ts';

export const CONFIG_URL = '/config.json';

export async function fetchConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  return toRuntimeConfig(await requestTrusted<Partial<WebConfig>>(CONFIG_URL, { signal }));
}

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => fetchConfig(signal),
  staleTime: Infinity,
  retry: 1,
});

/**
 * The runtime config, or undefined while it loads. When /config.json cannot be reached or read
 * (and the service worker has no copy) the same-origin defaults keep the app usable.
 */
export function useConfig(): RuntimeConfig | undefined {
  const query = useQuery(configQuery);
  return query.data ?? (query.isError ? DEFAULT_CONFIG : undefined);
}
