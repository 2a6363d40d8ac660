import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type OfficeCampaign,
  type OfficeCampaignInput,
  officeCampaignResponse,
} from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../../office-common/index.ts';
import { campaignsQuery } from './campaigns-query.ts';

/**
 * `POST {office}/campaign/campaigns` (a new year) or `PUT {office}/campaign/campaigns/{year}`.
 * A refusal is an HttpError with the server's Dutch message and the field it names.
 */
export async function saveCampaign(
  existingYear: number | undefined,
  input: OfficeCampaignInput,
): Promise<OfficeCampaign> {
  const url = officeUrl(
    existingYear === undefined ? 'campaign/campaigns' : `campaign/campaigns/${existingYear}`,
  );
  const method = existingYear === undefined ? 'POST' : 'PUT';
  return (await requestJson(url, officeCampaignResponse, { method, json: input })).data;
}

export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ year, input }: { year: number | undefined; input: OfficeCampaignInput }) =>
      saveCampaign(year, input),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignsQuery.queryKey }),
  });
}
