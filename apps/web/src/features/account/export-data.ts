import { accountUrl, sendAuthorised, type AccountConfig } from './account-request.ts';

export const EXPORT_FILE_NAME = 'mijn-gegevens-tuinvogeltelling.json';

/**
 * `GET {account}/user/export` needs the bearer token, which a plain link cannot carry: fetch it
 * and hand the file to the browser's download.
 */
export async function downloadExport(config: AccountConfig): Promise<void> {
  const response = await sendAuthorised(accountUrl(config, 'user/export'), 'GET');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
