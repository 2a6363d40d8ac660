import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PlatformHealth, platformHealthResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

/** Heartbeats come every few seconds: read again every 15 s while the page is open. */
const REFRESH_MS = 15_000;

/** `GET {office}/platform-health`: each instance, the database and Redis (any office role). */
export function fetchPlatformHealth(signal?: AbortSignal): Promise<PlatformHealth> {
  return requestJson(officeUrl('platform-health'), platformHealthResponse, { signal });
}

export const platformHealthQuery = queryOptions({
  queryKey: ['office', 'platform-health'],
  queryFn: ({ signal }) => fetchPlatformHealth(signal),
  refetchInterval: REFRESH_MS,
  retry: 1,
});

export function usePlatformHealth() {
  return useQuery(platformHealthQuery);
}
