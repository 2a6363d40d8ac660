import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { officeMenuResponse } from '@tvt/contract/office';
import type { OfficeMenuBody } from '@tvt/contract/requests';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from './office-url.ts';

/** `GET /api/office/v1/content/menu`: the 'Meer' menu's extra rows. */
export async function fetchOfficeMenu(signal?: AbortSignal) {
  return (await requestJson(officeUrl('content/menu'), officeMenuResponse, { signal })).data;
}

export const officeMenuQuery = queryOptions({
  queryKey: ['office', 'menu'],
  queryFn: ({ signal }) => fetchOfficeMenu(signal),
});

export const useOfficeMenu = () => useQuery(officeMenuQuery);

/** `PUT …/content/menu`: publishes the rows in this order. */
export async function saveOfficeMenu(body: OfficeMenuBody) {
  const url = officeUrl('content/menu');
  return (await requestJson(url, officeMenuResponse, { method: 'PUT', json: body })).data;
}

export function useSaveOfficeMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOfficeMenu,
    onSuccess: (items) => client.setQueryData(officeMenuQuery.queryKey, items),
  });
}
