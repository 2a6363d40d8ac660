import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Dashboard, dashboardResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

/** The figures move during the weekend: read again every half minute while the page is open. */
const REFRESH_MS = 30_000;

/**
 * `GET {office}/dashboard`: the start page's figures (any office role), of the weekend in view
 * or of the campaign of `year`.
 */
export function fetchDashboard(year: number | undefined, signal?: AbortSignal): Promise<Dashboard> {
  return requestJson(officeUrl('dashboard', { campaign: year }), dashboardResponse, { signal });
}

export const dashboardQuery = (year: number | undefined) =>
  queryOptions({
    queryKey: ['office', 'dashboard', year ?? 'in-view'],
    queryFn: ({ signal }) => fetchDashboard(year, signal),
    refetchInterval: REFRESH_MS,
    // Switching weekends keeps the figures in place until the other's arrive: no jump.
    placeholderData: keepPreviousData,
    retry: 1,
  });

export function useDashboard(year: number | undefined) {
  return useQuery(dashboardQuery(year));
}
