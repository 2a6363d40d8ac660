import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OfficeTip, officeTipResponse, officeTipsResponse } from '@tvt/contract/office';
import type { OfficeTipBody } from '@tvt/contract/requests';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from './office-url.ts';

/** `GET /api/office/v1/content/tips`. */
export async function fetchOfficeTips(signal?: AbortSignal): Promise<OfficeTip[]> {
  return (await requestJson(officeUrl('content/tips'), officeTipsResponse, { signal })).data;
}

export const officeTipsQuery = queryOptions({
  queryKey: ['office', 'tips'],
  queryFn: ({ signal }) => fetchOfficeTips(signal),
});

export const useOfficeTips = () => useQuery(officeTipsQuery);

/** `POST …/content/tips` (new) or `PUT …/content/tips/{id}`. */
export async function saveOfficeTip(id: number | undefined, body: OfficeTipBody) {
  const url = officeUrl(id === undefined ? 'content/tips' : `content/tips/${id}`);
  const method = id === undefined ? 'POST' : 'PUT';
  return (await requestJson(url, officeTipResponse, { method, json: body })).data;
}
