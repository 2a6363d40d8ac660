import { useMutation } from '@tanstack/react-query';
import { type CsvFlavour, csvFileSuffix } from '@tvt/domain';
import { requestBlob } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

/**
 * `GET {office}/newsletter.csv`: fetched with the bearer token (a plain link would not carry
 * it), then handed to the browser as a download; for a spreadsheet (`;`, BOM) or a program.
 */
export async function downloadNewsletter({
  campaign,
  flavour,
}: {
  campaign: number | undefined;
  flavour: CsvFlavour;
}): Promise<void> {
  const blob = await requestBlob(officeUrl('newsletter.csv', { campaign, flavour }));
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `nieuwsbrief-${campaign ?? 'alle'}${csvFileSuffix(flavour)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function useDownloadNewsletter() {
  return useMutation({ mutationFn: downloadNewsletter });
}
