import type { ResearchRow } from './repository.ts';

export type ColumnType = 'STRING' | 'INT32' | 'BOOLEAN';
export type Cell = string | number | boolean | null;

export interface ExportColumn {
  name: string;
  type: ColumnType;
  /** False: never empty. */
  nullable: boolean;
  value: (row: ResearchRow, birds: ReadonlyMap<string, number>) => Cell;
}

const text = (name: string, pick: (row: ResearchRow) => string | null): ExportColumn => ({
  name,
  type: 'STRING',
  nullable: true,
  value: (row) => pick(row) ?? null,
});

/**
 * The export's columns in order (documented in README.md). The location is only the postcode's
 * four digits, the CBS municipality code and the province; nothing identifies a person.
 */
export const FIXED_COLUMNS: ExportColumn[] = [
  { name: 'telling_uuid', type: 'STRING', nullable: false, value: (r) => r.id },
  { name: 'campaign_year', type: 'INT32', nullable: false, value: (r) => r.campaignYear },
  { name: 'count_date', type: 'STRING', nullable: false, value: (r) => r.countDate },
  { name: 'count_time', type: 'STRING', nullable: false, value: (r) => r.countTime },
  { name: 'postcode4', type: 'STRING', nullable: false, value: (r) => r.pc4 },
  text('municipality_code', (r) => r.areaMunicipality || null),
  text('province', (r) => r.province || null),
  { name: 'participants', type: 'INT32', nullable: false, value: (r) => r.participants },
  { name: 'birds_total', type: 'INT32', nullable: false, value: (r) => r.birdsCountedTotal },
  {
    name: 'species_seen',
    type: 'INT32',
    nullable: false,
    value: (_r, birds) => [...birds.values()].filter((n) => n > 0).length,
  },
  {
    name: 'over_threshold',
    type: 'BOOLEAN',
    nullable: false,
    value: (r) => r.hasSuspiciousValues,
  },
  { name: 'home_address', type: 'BOOLEAN', nullable: false, value: (r) => r.homeAddress },
  text('teller', (r) => r.teller),
  text('telplek', (r) => r.telplek),
  text('neerslag', (r) => r.neerslag),
  text('groottetuin', (r) => r.groottetuin),
  text('beplanting', (r) => r.beplanting),
  text('katten', (r) => r.katten),
  text('bestrijdingsmiddelen', (r) => r.bestrijdingsmiddelen),
  text('voeding', (r) => r.voeding),
  text('elementen', (r) => (r.elementen ? r.elementen.join(';') : null)),
];

/**
 * One column per species: `bird_<id>` with `-` as `_` (`bird_turkse_tortel`), the birds counted
 * (0 when not seen), so every name is a plain identifier in R, pandas and SQL.
 */
export function exportColumns(speciesIds: readonly string[]): ExportColumn[] {
  return [
    ...FIXED_COLUMNS,
    ...speciesIds.map((id): ExportColumn => ({
      name: exportBirdColumn(id),
      type: 'INT32',
      nullable: false,
      value: (_r, birds) => birds.get(id) ?? 0,
    })),
  ];
}

export const exportBirdColumn = (birdId: string) => `bird_${birdId.replaceAll('-', '_')}`;
