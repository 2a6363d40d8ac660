import { useMutation, useQueryClient } from '@tanstack/react-query';
import { datasetSettingsResponse } from '@tvt/contract/office';
import type { DatasetSettings } from '@tvt/domain';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';
import { datasetSettingsQuery } from './dataset-settings-query.ts';

/** `PUT {office}/export/settings` (admin): saved for every later archive. */
export async function saveDatasetSettings(input: DatasetSettings): Promise<DatasetSettings> {
  return (
    await requestJson(officeUrl('export/settings'), datasetSettingsResponse, {
      method: 'PUT',
      json: input,
    })
  ).data;
}

export function useSaveDatasetSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDatasetSettings,
    onSuccess: (data) => client.setQueryData(datasetSettingsQuery.queryKey, data),
  });
}
