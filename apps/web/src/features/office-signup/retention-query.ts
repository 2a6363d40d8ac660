import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RetentionOverview, retentionResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

/** `GET {office}/retention`: per campaign, the personal data held and when it is deleted. */
export async function fetchRetention(signal?: AbortSignal): Promise<RetentionOverview> {
  return (await requestJson(officeUrl('retention'), retentionResponse, { signal })).data;
}

export const retentionQuery = queryOptions({
  queryKey: ['office', 'retention'],
  queryFn: ({ signal }) => fetchRetention(signal),
});

export function useRetention() {
  return useQuery(retentionQuery);
}
