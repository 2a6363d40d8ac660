import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeBirdResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeBirdQuery } from './bird.ts';
import { fileForm, officeUrl } from './office-url.ts';

export type BirdMediaSlot = 'drawing' | 'sound' | 'video';

/** `POST /api/office/v1/birds/{id}/media/{slot}` (a file) or `DELETE` it (null). */
export async function setOfficeBirdMedia(id: string, slot: BirdMediaSlot, file: File | null) {
  const url = officeUrl(`birds/${encodeURIComponent(id)}/media/${slot}`);
  const options = file
    ? { method: 'POST' as const, form: fileForm(file), timeoutMs: 300_000 }
    : { method: 'DELETE' as const };
  return (await requestJson(url, officeBirdResponse, options)).data;
}

export function useSetOfficeBirdMedia(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, file }: { slot: BirdMediaSlot; file: File | null }) =>
      setOfficeBirdMedia(id, slot, file),
    onSuccess: (bird) => client.setQueryData(officeBirdQuery(id).queryKey, bird),
  });
}
