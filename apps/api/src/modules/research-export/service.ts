import { Readable } from 'node:stream';
import { type CsvFlavour, type DatasetSettings, amsterdamDate, csvFileSuffix } from '@tvt/domain';
import type { ExportCampaignsResponse, ExportFormat } from '@tvt/contract/office';
import type { AreaCentreRepository } from '../address/area-centre-repository.ts';
import { exportColumns } from './columns.ts';
import { csvChunks } from './csv.ts';
import { dwcaArchive } from './dwca-archive.ts';
import { emlXml } from './dwca-eml.ts';
import { parquetChunks } from './parquet.ts';
import type { ResearchExportRepository } from './repository.ts';
import type { ResearchSettingsRepository } from './settings-repository.ts';
import { campaignSpeciesList } from './species-list.ts';
import type { CampaignSpeciesRepository } from './species-repository.ts';

export interface ExportAuditEntry {
  actor: { accountId: string } | null;
  action: string;
  entity: string;
  entityId?: string;
  after?: unknown;
  before?: unknown;
}

export interface ResearchExportDeps {
  repository: ResearchExportRepository;
  species: CampaignSpeciesRepository;
  settings: ResearchSettingsRepository;
  areas: AreaCentreRepository;
  audit: (entry: ExportAuditEntry) => Promise<unknown>;
  now?: () => Date;
  /** Counts read from the database per round trip (and per Parquet row group). */
  batchSize?: number;
}

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  parquet: 'application/vnd.apache.parquet',
  dwca: 'application/zip',
};
const EXTENSION: Record<ExportFormat, string> = { csv: 'csv', parquet: 'parquet', dwca: 'zip' };

/**
 * The research export (issues 12 and 34): accepted counts of a campaign, streamed in batches,
 * as CSV (two flavours), Parquet or a Darwin Core Archive; and the dataset's settings.
 */
export function createResearchExportService(deps: ResearchExportDeps) {
  const batchSize = deps.batchSize ?? 5000;
  const now = deps.now ?? (() => new Date());
  const batches = (year: number) => () => deps.repository.accepted(year, batchSize);

  async function archive(year: number, settings: DatasetSettings) {
    const species = await campaignSpeciesList(deps.species, year);
    const [span, centres] = await Promise.all([
      deps.repository.span(year),
      deps.areas.centres(settings.coordinatePrecision),
    ]);
    const eml = emlXml({
      year,
      settings,
      events: span.events,
      firstDate: span.first,
      lastDate: span.last,
      species: species.length - 1,
      today: amsterdamDate(now()),
    });
    const context = { precision: settings.coordinatePrecision, centres };
    return dwcaArchive({ batches: batches(year), species, context, eml });
  }

  return {
    async campaigns(): Promise<ExportCampaignsResponse> {
      return { data: await deps.repository.campaigns() };
    },

    settings: () => deps.settings.read(),

    async saveSettings(settings: DatasetSettings, actor: { accountId: string } | null) {
      const before = await deps.settings.read();
      await deps.settings.save(settings);
      await deps.audit({
        actor,
        action: 'research.settings',
        entity: 'research-settings',
        before,
        after: settings,
      });
      return settings;
    },

    /** Freezes the species list of every campaign with counts (the timer; decision 099). */
    async freezeSpeciesLists(): Promise<void> {
      for (const year of await deps.repository.yearsWithCounts())
        await campaignSpeciesList(deps.species, year);
    },

    /**
     * Starts an export and audits it (who, which campaign, which format). The stream reads the
     * database batch by batch as the receiver takes the bytes (back-pressure).
     */
    async open(
      year: number,
      format: ExportFormat,
      actor: { accountId: string } | null,
      flavour: CsvFlavour = 'program',
    ): Promise<{ filename: string; contentType: string; stream: Readable }> {
      const settings = await deps.settings.read();
      const columns = exportColumns(await campaignSpeciesList(deps.species, year));
      await deps.audit({
        actor,
        action: `export.${format}`,
        entity: 'campaign',
        entityId: String(year),
        after: {
          kind: 'research-counts',
          campaign: year,
          format,
          ...(format === 'csv' ? { flavour } : {}),
          columns: columns.length,
          ...(format === 'dwca' ? { licence: settings.licence } : {}),
        },
      });
      const suffix = format === 'csv' ? csvFileSuffix(flavour) : '';
      const filename =
        format === 'dwca'
          ? `tuinvogeltelling-${year}-dwca.zip`
          : `tellingen-${year}${suffix}.${EXTENSION[format]}`;
      let stream: Readable;
      if (format === 'dwca') stream = await archive(year, settings);
      else {
        const rows = batches(year)();
        const chunks =
          format === 'csv' ? csvChunks(columns, rows, flavour) : parquetChunks(columns, rows);
        stream = Readable.from(chunks, { objectMode: false, highWaterMark: 1 });
      }
      return { filename, contentType: EXPORT_TYPES[format], stream };
    },
  };
}

export type ResearchExportService = ReturnType<typeof createResearchExportService>;
