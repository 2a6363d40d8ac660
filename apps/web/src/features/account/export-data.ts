import { requestBlob } from '#shared/http/index.ts';
import { type AccountConfig, accountUrl } from './account-user-query.ts';

export const EXPORT_FILE_NAME = 'mijn-gegevens-tuinvogeltelling.json';

/**
 * `GET {account}/user/export` needs the bearer token, which a plain link cannot carry: fetch it
 * and hand the file to the browser's download.
 */
export async function downloadExport(config: AccountConfig): Promise<void> {
  const url = URL.createObjectURL(await requestBlob(accountUrl(config, 'user/export')));
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
