import type { ExportFormat } from '@tvt/contract/office';
import type { CsvFlavour, SelectOption } from '@tvt/domain';

/** What the organiser picks: the file's use, which sets the format and the CSV flavour. */
export type ExportChoice = 'spreadsheet' | 'program' | 'parquet' | 'dwca';

export const EXPORT_CHOICES: readonly (SelectOption<ExportChoice> & {
  format: ExportFormat;
  flavour: CsvFlavour;
  hint: string;
})[] = [
  {
    value: 'spreadsheet',
    name: 'Excel (CSV)',
    format: 'csv',
    flavour: 'spreadsheet',
    hint: 'Opent in Excel en Numbers in kolommen: velden gescheiden door puntkomma’s, UTF-8 met BOM. Eén regel per telling, één kolom per soort.',
  },
  {
    value: 'program',
    name: 'R, Python (CSV)',
    format: 'csv',
    flavour: 'program',
    hint: 'Standaard-CSV (RFC 4180): komma’s, UTF-8 zonder BOM. Dezelfde kolommen als voor Excel.',
  },
  {
    value: 'parquet',
    name: 'Parquet',
    format: 'parquet',
    flavour: 'program',
    hint: 'Dezelfde kolommen, met echte datum- en tijdtypen; klein en snel voor grote analyses (DuckDB, pandas, R arrow).',
  },
  {
    value: 'dwca',
    name: 'Darwin Core Archive (GBIF)',
    format: 'dwca',
    flavour: 'program',
    hint: 'Een zip in de standaard van GBIF en de natuurdatabanken: tellingen, waarnemingen per soort (ook nullen), tuinkenmerken, licentie en beschrijving. Voor de onderzoekspartner of om te publiceren.',
  },
];
