import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeBirdResponse } from '@tvt/contract/office';
import type { OfficeMediaCreditBody } from '@tvt/contract/requests';
import { requestJson } from '#shared/http/index.ts';
import { officeBirdQuery } from './bird.ts';
import { officeUrl } from './office-url.ts';

export type BirdMediaSlot = 'drawing' | 'sound' | 'video';

/** What a slot's form sends: a new file with its credit, a changed credit, or removal. */
export type BirdMediaChange =
  | { slot: BirdMediaSlot; kind: 'upload'; file: File; credit: OfficeMediaCreditBody }
  | { slot: BirdMediaSlot; kind: 'credit'; credit: OfficeMediaCreditBody }
  | { slot: BirdMediaSlot; kind: 'remove' };

/**
 * `POST /api/office/v1/birds/{id}/media/{slot}` (file, maker, licence), `PUT …/credit` or
 * `DELETE` the file.
 */
export async function setOfficeBirdMedia(id: string, change: BirdMediaChange) {
  const url = officeUrl(`birds/${encodeURIComponent(id)}/media/${change.slot}`);
  if (change.kind === 'upload') {
    const form = new FormData();
    form.append('maker', change.credit.maker);
    form.append('licence', change.credit.licence);
    form.append('file', change.file);
    return (
      await requestJson(url, officeBirdResponse, { method: 'POST', form, timeoutMs: 300_000 })
    ).data;
  }
  if (change.kind === 'credit') {
    return (
      await requestJson(`${url}/credit`, officeBirdResponse, { method: 'PUT', json: change.credit })
    ).data;
  }
  return (await requestJson(url, officeBirdResponse, { method: 'DELETE' })).data;
}

export function useSetOfficeBirdMedia(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: BirdMediaChange) => setOfficeBirdMedia(id, change),
    onSuccess: (bird) => client.setQueryData(officeBirdQuery(id).queryKey, bird),
  });
}
