import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OfficeMe, officeMeResponse } from '@tvt/contract/office';
import { useAuthStatus } from '#shared/auth/auth-store.ts';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from './office-api.ts';

/** `GET {office}/me`: the logged-in account's office roles. */
export function fetchOfficeMe(signal?: AbortSignal): Promise<OfficeMe> {
  return requestJson(officeUrl('me'), officeMeResponse, { signal });
}

export const officeMeQuery = queryOptions({
  queryKey: ['office', 'me'],
  queryFn: ({ signal }) => fetchOfficeMe(signal),
  staleTime: 30_000,
  retry: false,
});

/** The roles once logged in; idle for anonymous visitors. */
export function useOfficeMe() {
  const status = useAuthStatus();
  return useQuery({ ...officeMeQuery, enabled: status === 'authenticated' });
}
