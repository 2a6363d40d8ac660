import { officeTipResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { fileForm, officeUrl } from './office-url.ts';

/** `POST …/content/tips/{id}/image` (a file) or `DELETE` it (null: back to the drawing). */
export async function setOfficeTipImage(id: number, file: File | null) {
  const url = officeUrl(`content/tips/${id}/image`);
  const options = file
    ? { method: 'POST' as const, form: fileForm(file), timeoutMs: 120_000 }
    : { method: 'DELETE' as const };
  return (await requestJson(url, officeTipResponse, options)).data;
}
