import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OfficeCampaignList, officeCampaignList } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../../office-common/index.ts';

/** `GET {office}/campaign/campaigns`: every campaign and the one the app follows now. */
export async function fetchCampaigns(signal?: AbortSignal): Promise<OfficeCampaignList['data']> {
  return (await requestJson(officeUrl('campaign/campaigns'), officeCampaignList, { signal })).data;
}

export const campaignsQuery = queryOptions({
  queryKey: ['office', 'campaign', 'campaigns'],
  queryFn: ({ signal }) => fetchCampaigns(signal),
  retry: false,
});

export function useCampaigns() {
  return useQuery(campaignsQuery);
}
