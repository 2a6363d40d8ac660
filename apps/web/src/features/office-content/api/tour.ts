import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { officeTourResponse, officeUploadResponse } from '@tvt/contract/office';
import type { OfficeTourBody } from '@tvt/contract/requests';
import { requestJson } from '#shared/http/index.ts';
import { fileForm, officeUrl } from './office-url.ts';

/** `GET /api/office/v1/content/tour`: the intro tour pages in order. */
export async function fetchOfficeTour(signal?: AbortSignal) {
  return (await requestJson(officeUrl('content/tour'), officeTourResponse, { signal })).data;
}

export const officeTourQuery = queryOptions({
  queryKey: ['office', 'tour'],
  queryFn: ({ signal }) => fetchOfficeTour(signal),
});

export const useOfficeTour = () => useQuery(officeTourQuery);

/** `PUT …/content/tour`: publishes the pages in this order. */
export async function saveOfficeTour(body: OfficeTourBody) {
  const url = officeUrl('content/tour');
  return (await requestJson(url, officeTourResponse, { method: 'PUT', json: body })).data;
}

export function useSaveOfficeTour() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOfficeTour,
    onSuccess: (pages) => client.setQueryData(officeTourQuery.queryKey, pages),
  });
}

/** `POST …/content/images`: an uploaded image's path, for a tour page. */
export async function uploadOfficeImage(file: File): Promise<string> {
  const url = officeUrl('content/images');
  const options = { method: 'POST' as const, form: fileForm(file), timeoutMs: 120_000 };
  return (await requestJson(url, officeUploadResponse, options)).data.url;
}

export const useUploadOfficeImage = () => useMutation({ mutationFn: uploadOfficeImage });
