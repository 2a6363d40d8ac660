import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IntroTourResponse } from '@tvt/contract';
import { requestTrusted, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { sortTourPages, type TourPage } from './intro-tour-rule.ts';

export async function fetchIntroTour(
  config: RuntimeConfig,
  signal?: AbortSignal,
): Promise<TourPage[]> {
  const { data } = await requestTrusted<IntroTourResponse>(
    serviceUrl(config.services.content, 'introtour', config.source),
    { signal },
  );
  return sortTourPages(data);
}

export const introTourQuery = (config: RuntimeConfig | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: ['introtour', config?.services.content],
    queryFn: ({ signal }) => (config ? fetchIntroTour(config, signal) : Promise.resolve([])),
    enabled: enabled && config !== undefined,
    staleTime: 5 * 60_000,
  });

export function useIntroTour(config: RuntimeConfig | undefined, enabled: boolean): TourPage[] {
  return useQuery(introTourQuery(config, enabled)).data ?? [];
}
