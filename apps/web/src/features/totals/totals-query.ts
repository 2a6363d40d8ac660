import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '#shared/config/runtime-config.ts';

export interface Totals {
  participants: number;
  birds: number;
}

/** Every open phone polls these during the count weekend, so once a minute is plenty. */
export const TOTALS_POLL_MS = 60_000;

const count = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** Spec 3 "Total count": a list whose first entry has participants and birds; zero when absent. */
export function parseTotals(raw: unknown): Totals {
  const data = (raw as { data?: unknown } | null)?.data;
  const first: unknown = Array.isArray(data) ? data[0] : data;
  const entry = (typeof first === 'object' && first !== null ? first : {}) as Record<
    string,
    unknown
  >;
  return { participants: count(entry.participants), birds: count(entry.birds) };
}

/** The count service's totals; its CDN copy when the service cannot be reached. */
export async function fetchTotals(config: RuntimeConfig, signal?: AbortSignal): Promise<Totals> {
  try {
    return parseTotals(
      await fetchJson(serviceUrl(config.services.count, 'totals', config.source), signal),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return parseTotals(
      await fetchJson(serviceUrl(config.cdn, 'birdsparticipants.json', config.source), signal),
    );
  }
}

export const totalsQuery = (config: RuntimeConfig | undefined) =>
  queryOptions({
    queryKey: ['totals', config?.services.count, config?.cdn],
    queryFn: ({ signal }) =>
      config ? fetchTotals(config, signal) : Promise.resolve({ participants: 0, birds: 0 }),
    enabled: config !== undefined,
    staleTime: TOTALS_POLL_MS / 2,
    // Polls only while the page is visible (TanStack Query pauses hidden tabs).
    refetchInterval: TOTALS_POLL_MS,
    refetchIntervalInBackground: false,
  });

export function useTotals(config: RuntimeConfig | undefined) {
  return useQuery(totalsQuery(config));
}
