import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type OfficeBird, officeBirdResponse } from '@tvt/contract/office';
import type { OfficeBirdBody } from '@tvt/contract/requests';
import { requestJson } from '#shared/http/index.ts';
import { officeBirdsQuery } from './birds.ts';
import { officeUrl } from './office-url.ts';

const birdUrl = (id: string) => officeUrl(`birds/${encodeURIComponent(id)}`);

/** `GET /api/office/v1/birds/{id}`. */
export async function fetchOfficeBird(id: string, signal?: AbortSignal): Promise<OfficeBird> {
  return (await requestJson(birdUrl(id), officeBirdResponse, { signal })).data;
}

export const officeBirdQuery = (id: string) =>
  queryOptions({
    queryKey: ['office', 'bird', id],
    queryFn: ({ signal }) => fetchOfficeBird(id, signal),
  });

export const useOfficeBird = (id: string) => useQuery(officeBirdQuery(id));

/** `PUT /api/office/v1/birds/{id}`. */
export async function saveOfficeBird(id: string, body: OfficeBirdBody) {
  return (await requestJson(birdUrl(id), officeBirdResponse, { method: 'PUT', json: body })).data;
}

export function useSaveOfficeBird(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeBirdBody) => saveOfficeBird(id, body),
    onSuccess: async (bird) => {
      client.setQueryData(officeBirdQuery(id).queryKey, bird);
      await client.invalidateQueries({ queryKey: officeBirdsQuery.queryKey });
    },
  });
}
