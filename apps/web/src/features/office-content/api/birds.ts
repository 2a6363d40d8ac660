import { queryOptions, useQuery } from '@tanstack/react-query';
import { officeBirdListResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from './office-url.ts';

/** `GET /api/office/v1/birds`: every species, alphabetically. */
export async function fetchOfficeBirds(signal?: AbortSignal) {
  return (await requestJson(officeUrl('birds'), officeBirdListResponse, { signal })).data;
}

export const officeBirdsQuery = queryOptions({
  queryKey: ['office', 'birds'],
  queryFn: ({ signal }) => fetchOfficeBirds(signal),
});

export const useOfficeBirds = () => useQuery(officeBirdsQuery);
