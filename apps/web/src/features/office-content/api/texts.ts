import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { officeTextResponse } from '@tvt/contract/office';
import type { OfficeFaqBody } from '@tvt/contract/requests';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from './office-url.ts';

export type OfficeTextSlug = 'over-deze-app' | 'veelgestelde-vragen';

/** `GET …/content/texts/{slug}`: the stored HTML ('' when none). */
export async function fetchOfficeText(slug: OfficeTextSlug, signal?: AbortSignal) {
  const url = officeUrl(`content/texts/${slug}`);
  return (await requestJson(url, officeTextResponse, { signal })).data.content;
}

export const officeTextQuery = (slug: OfficeTextSlug) =>
  queryOptions({
    queryKey: ['office', 'text', slug],
    queryFn: ({ signal }) => fetchOfficeText(slug, signal),
  });

export const useOfficeText = (slug: OfficeTextSlug) => useQuery(officeTextQuery(slug));

/** `PUT …/content/texts/{slug}`: publishes the text; answers what was stored. */
export async function saveOfficeText(slug: OfficeTextSlug, content: string) {
  const url = officeUrl(`content/texts/${slug}`);
  return (await requestJson(url, officeTextResponse, { method: 'PUT', json: { content } })).data
    .content;
}

/** `PUT …/content/faq`: publishes the FAQ entries as the one FAQ text. */
export async function saveOfficeFaq(body: OfficeFaqBody) {
  return (
    await requestJson(officeUrl('content/faq'), officeTextResponse, { method: 'PUT', json: body })
  ).data.content;
}

export function usePublishText(slug: OfficeTextSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: () => Promise<string>) => save(),
    onSuccess: (content) => client.setQueryData(officeTextQuery(slug).queryKey, content),
  });
}
