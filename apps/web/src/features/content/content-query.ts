import { queryOptions, useQuery } from '@tanstack/react-query';
import { textResponse } from '@tvt/contract';
import { HttpError, requestJson, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

/** A text block's HTML, or '' when the server has none (404 or an empty text). */
export async function fetchContent(
  config: RuntimeConfig,
  slug: string,
  signal?: AbortSignal,
): Promise<string> {
  try {
    const { data } = await requestJson(
      serviceUrl(config.services.content, `content/${encodeURIComponent(slug)}`, config.source),
      textResponse,
      { signal },
    );
    return data.content;
  } catch (error) {
    if (error instanceof HttpError && error.kind === 'refused' && error.status === 404) return '';
    throw error;
  }
}

export const contentQuery = (config: RuntimeConfig | undefined, slug: string) =>
  queryOptions({
    queryKey: ['content', config?.services.content, slug],
    queryFn: ({ signal }) => (config ? fetchContent(config, slug, signal) : Promise.resolve('')),
    enabled: config !== undefined,
    staleTime: 5 * 60_000,
  });

export function useContent(config: RuntimeConfig | undefined, slug: string) {
  return useQuery(contentQuery(config, slug));
}
