import { queryOptions, useQuery } from '@tanstack/react-query';
import { datasetSettingsResponse } from '@tvt/contract/office';
import type { DatasetSettings } from '@tvt/domain';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

/** `GET {office}/export/settings`: licence, rights holder, contact and location precision. */
export async function fetchDatasetSettings(signal?: AbortSignal): Promise<DatasetSettings> {
  return (await requestJson(officeUrl('export/settings'), datasetSettingsResponse, { signal }))
    .data;
}

export const datasetSettingsQuery = queryOptions({
  queryKey: ['office', 'export', 'settings'],
  queryFn: ({ signal }) => fetchDatasetSettings(signal),
});

export function useDatasetSettings() {
  return useQuery(datasetSettingsQuery);
}
