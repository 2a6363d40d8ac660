import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson, HttpError } from '../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '#shared/config/runtime-config.ts';
import { isRecord, str as readString, type Json } from '../config/read-json.ts';

/** Spec 3 "Tip": id, title, text, image, name. */
export interface Tip {
  id: string;
  title: string;
  text: string;
  image: string;
  name: string;
}

/** Texts edited by the organisation: surrounding white space is not content. */
const str = (v: unknown): string => readString(v).trim();

function toTip(raw: Json): Tip {
  return {
    id: str(raw.id),
    title: str(raw.title),
    text: str(raw.text),
    image: str(raw.image),
    name: str(raw.name),
  };
}

export function parseTips(raw: unknown): Tip[] {
  const list = isRecord(raw) ? raw.data : undefined;
  return (Array.isArray(list) ? list : [])
    .filter(isRecord)
    .map(toTip)
    .filter((t) => t.id !== '' && t.title !== '');
}

/** One tip, or null when the answer holds none. */
export function parseTip(raw: unknown): Tip | null {
  const data = isRecord(raw) ? raw.data : undefined;
  const tip = isRecord(data) ? toTip(data) : null;
  return tip && tip.id !== '' && tip.title !== '' ? tip : null;
}

export async function fetchTips(config: RuntimeConfig, signal?: AbortSignal): Promise<Tip[]> {
  return parseTips(
    await fetchJson(
      serviceUrl(config.services.bird, 'birds/recognitiontips', config.source),
      signal,
    ),
  );
}

/** The tip, or null for an unknown id (404 'Er is helaas geen tip gevonden'). */
export async function fetchTip(
  config: RuntimeConfig,
  id: string,
  signal?: AbortSignal,
): Promise<Tip | null> {
  try {
    const path = `birds/recognitiontips/${encodeURIComponent(id)}`;
    return parseTip(await fetchJson(serviceUrl(config.services.bird, path, config.source), signal));
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
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
