import { useQuery } from '@tanstack/react-query';
import { type ExportCampaignsResponse, exportCampaignsResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

/** `GET /api/office/v1/export/campaigns`: campaigns with counts in the results. */
export function fetchExportCampaigns(signal?: AbortSignal): Promise<ExportCampaignsResponse> {
  return requestJson(officeUrl('export/campaigns'), exportCampaignsResponse, { signal });
}

export function useExportCampaigns() {
  return useQuery({
    queryKey: ['office', 'export', 'campaigns'],
    queryFn: ({ signal }) => fetchExportCampaigns(signal),
  });
}
