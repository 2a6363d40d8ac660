import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TotalsResponse } from '@tvt/contract';
import { requestTrusted, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { rememberTotals } from './last-totals.ts';

export type Totals = TotalsResponse['data'][number];

/** Every open phone polls these during the count weekend, so once a minute is plenty. */
export const TOTALS_POLL_MS = 60_000;

/** Spec 3 "Total count": the first entry of the list; zero before anything is counted. */
const firstOf = ({ data }: { data: Totals[] }): Totals => data[0] ?? { participants: 0, birds: 0 };

/** The count service's totals; its CDN copy when the service cannot be reached. */
export async function fetchTotals(config: RuntimeConfig, signal?: AbortSignal): Promise<Totals> {
  const totals = await fetchFresh(config, signal);
  if (typeof localStorage !== 'undefined') rememberTotals(localStorage, totals, new Date());
  return totals;
}

async function fetchFresh(config: RuntimeConfig, signal?: AbortSignal): Promise<Totals> {
  try {
    return firstOf(
      await requestTrusted<TotalsResponse>(
        serviceUrl(config.services.count, 'totals', config.source),
        { signal },
      ),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return firstOf(
      await requestTrusted<TotalsResponse>(
        serviceUrl(config.cdn, 'birdsparticipants.json', config.source),
        { signal },
      ),
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
