import { Readable } from 'node:stream';
import type { ExportCampaignsResponse, ExportFormat } from '@tvt/contract/office';
import { exportColumns } from './columns.ts';
import { csvChunks } from './csv.ts';
import { parquetChunks } from './parquet.ts';
import type { ResearchExportRepository } from './repository.ts';

export interface ExportAuditEntry {
  actor: { accountId: string } | null;
  action: string;
  entity: string;
  entityId?: string;
  after?: unknown;
}

export interface ResearchExportDeps {
  repository: ResearchExportRepository;
  audit: (entry: ExportAuditEntry) => Promise<unknown>;
  /** Counts read from the database per round trip (and per Parquet row group). */
  batchSize?: number;
}

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  parquet: 'application/vnd.apache.parquet',
};

/** The research export (issue 12): accepted counts of a campaign, streamed in batches. */
export function createResearchExportService(deps: ResearchExportDeps) {
  const batchSize = deps.batchSize ?? 5000;
  return {
    async campaigns(): Promise<ExportCampaignsResponse> {
      return { data: await deps.repository.campaigns() };
    },

    /**
     * Starts an export and audits it (who, which campaign, which format). The stream reads the
     * database batch by batch as the receiver takes the bytes (back-pressure).
     */
    async open(
      year: number,
      format: ExportFormat,
      actor: { accountId: string } | null,
    ): Promise<{ filename: string; contentType: string; stream: Readable }> {
      const columns = exportColumns(await deps.repository.speciesIds(year));
      await deps.audit({
        actor,
        action: `export.${format}`,
        entity: 'campaign',
        entityId: String(year),
        after: { kind: 'research-counts', campaign: year, format, columns: columns.length },
      });
      const batches = deps.repository.accepted(year, batchSize);
      const chunks =
        format === 'csv' ? csvChunks(columns, batches) : parquetChunks(columns, batches);
      return {
        filename: `tellingen-${year}.${format}`,
        contentType: EXPORT_TYPES[format],
        stream: Readable.from(chunks, { objectMode: false, highWaterMark: 1 }),
      };
    },
  };
}

export type ResearchExportService = ReturnType<typeof createResearchExportService>;
