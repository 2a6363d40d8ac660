import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Dashboard, dashboardResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

/** The figures move during the weekend: read again every half minute while the page is open. */
const REFRESH_MS = 30_000;

/** `GET {office}/dashboard`: the start page's figures (any office role). */
export function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return requestJson(officeUrl('dashboard'), dashboardResponse, { signal });
}

export const dashboardQuery = queryOptions({
  queryKey: ['office', 'dashboard'],
  queryFn: ({ signal }) => fetchDashboard(signal),
  refetchInterval: REFRESH_MS,
  retry: 1,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
