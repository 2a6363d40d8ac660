import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson, HttpError } from '../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '#shared/config/runtime-config.ts';

/** A text block's HTML, or '' when the server has none (404 or an empty text). */
export async function fetchContent(
  config: RuntimeConfig,
  slug: string,
  signal?: AbortSignal,
): Promise<string> {
  try {
    const raw = await fetchJson(
      serviceUrl(config.services.content, `content/${encodeURIComponent(slug)}`, config.source),
      signal,
    );
    const content = (raw as { data?: { content?: unknown } } | null)?.data?.content;
    return typeof content === 'string' ? content : '';
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return '';
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
