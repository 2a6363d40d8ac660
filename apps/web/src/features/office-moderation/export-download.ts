import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@tvt/contract/office';
import { requestBlob } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

/** A research export of 200,000 counts takes a while to stream. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * `GET /api/office/v1/export/counts` needs the bearer token, which a plain link cannot carry:
 * fetch the file and hand it to the browser's download.
 */
export async function downloadCountsExport(input: {
  campaign: number;
  format: ExportFormat;
}): Promise<void> {
  const blob = await requestBlob(officeUrl('export/counts', input), {
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `tellingen-${input.campaign}.${input.format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useCountsExport() {
  return useMutation({ mutationFn: downloadCountsExport });
}
