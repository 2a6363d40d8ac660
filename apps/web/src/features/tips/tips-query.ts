import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RecognitionTip, tipListResponse, tipResponse } from '@tvt/contract';
import { HttpError, requestJson, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

/** Spec 3 "Tip": id, title, text, image, name; the id as the route uses it. */
export type Tip = Omit<RecognitionTip, 'id'> & { id: string };

const toTip = (tip: RecognitionTip): Tip => ({ ...tip, id: String(tip.id) });

export async function fetchTips(config: RuntimeConfig, signal?: AbortSignal): Promise<Tip[]> {
  const { data } = await requestJson(
    serviceUrl(config.services.bird, 'birds/recognitiontips', config.source),
    tipListResponse,
    { signal },
  );
  return data.map(toTip);
}

/** The tip, or null for an unknown id (404 'Er is helaas geen tip gevonden'). */
export async function fetchTip(
  config: RuntimeConfig,
  id: string,
  signal?: AbortSignal,
): Promise<Tip | null> {
  try {
    const path = `birds/recognitiontips/${encodeURIComponent(id)}`;
    const { data } = await requestJson(
      serviceUrl(config.services.bird, path, config.source),
      tipResponse,
      { signal },
    );
    return toTip(data);
  } catch (error) {
    if (
      error instanceof HttpError &&
      error.kind === 'refused' &&
      (error.status === 404 || error.status === 400)
    )
      return null;
    throw error;
  }
}

export const tipsQuery = (config: RuntimeConfig | undefined) =>
  queryOptions({
    queryKey: ['tips', config?.services.bird],
    queryFn: ({ signal }) => (config ? fetchTips(config, signal) : Promise.resolve([])),
    enabled: config !== undefined,
    staleTime: 5 * 60_000,
  });

export const tipQuery = (config: RuntimeConfig | undefined, id: string) =>
  queryOptions({
    queryKey: ['tip', config?.services.bird, id],
    queryFn: ({ signal }) => (config ? fetchTip(config, id, signal) : Promise.resolve(null)),
    enabled: config !== undefined && id !== '',
    staleTime: 5 * 60_000,
  });

export function useTips(config: RuntimeConfig | undefined) {
  return useQuery(tipsQuery(config));
}

export function useTip(config: RuntimeConfig | undefined, id: string) {
  return useQuery(tipQuery(config, id));
}
