import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@tvt/contract/office';
import { type CsvFlavour, csvFileSuffix } from '@tvt/domain';
import { requestBlob } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

/** A research export of 200,000 counts takes a while to stream. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export interface CountsExportInput {
  campaign: number;
  format: ExportFormat;
  flavour: CsvFlavour;
}

/** The name the server gives the file (content-disposition), for the browser's download. */
export function exportFileName({ campaign, format, flavour }: CountsExportInput): string {
  if (format === 'dwca') return `tuinvogeltelling-${campaign}-dwca.zip`;
  if (format === 'csv') return `tellingen-${campaign}${csvFileSuffix(flavour)}.csv`;
  return `tellingen-${campaign}.parquet`;
}

/**
 * `GET /api/office/v1/export/counts` needs the bearer token, which a plain link cannot carry:
 * fetch the file and hand it to the browser's download.
 */
export async function downloadCountsExport(input: CountsExportInput): Promise<void> {
  const blob = await requestBlob(
    officeUrl('export/counts', {
      campaign: input.campaign,
      format: input.format,
      flavour: input.format === 'csv' ? input.flavour : undefined,
    }),
    {
      timeoutMs: EXPORT_TIMEOUT_MS,
    },
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(input);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useCountsExport() {
  return useMutation({ mutationFn: downloadCountsExport });
}
