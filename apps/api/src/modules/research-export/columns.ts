import { type CountInterval, countInterval } from '@tvt/domain';
import type { ResearchRow } from './repository.ts';
import type { ListedSpecies } from './species-repository.ts';

/** DATE: `YYYY-MM-DD`; TIMESTAMP: ISO 8601 with the Amsterdam offset (an instant in Parquet). */
export type ColumnType = 'STRING' | 'INT32' | 'BOOLEAN' | 'DATE' | 'TIMESTAMP';
export type Cell = string | number | boolean | null;

export interface ExportColumn {
  name: string;
  type: ColumnType;
  /** False: never empty. */
  nullable: boolean;
  value: (row: ResearchRow, birds: ReadonlyMap<string, number>) => Cell;
}

// A campaign's counts share few date and time pairs (three days of minutes at most).
const intervals = new Map<string, CountInterval>();
/** The count's half hour, remembered per date and time (the time zone lookup is slow). */
export function intervalOf(row: ResearchRow): CountInterval {
  const key = `${row.countDate} ${row.countTime}`;
  let interval = intervals.get(key);
  if (!interval) {
    if (intervals.size > 10_000) intervals.clear();
    interval = countInterval(row.countDate!, row.countTime!);
    intervals.set(key, interval);
  }
  return interval;
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
  { name: 'count_date', type: 'DATE', nullable: false, value: (r) => r.countDate },
  { name: 'count_time', type: 'STRING', nullable: false, value: (r) => r.countTime },
  {
    name: 'count_start',
    type: 'TIMESTAMP',
    nullable: false,
    value: (r) => intervalOf(r).start,
  },
  {
    name: 'count_end',
    type: 'TIMESTAMP',
    nullable: false,
    value: (r) => intervalOf(r).end,
  },
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
 * One column per species of the campaign's frozen list (decision 099), in its order, 'Niet
 * herkend' last: `bird_<id>` with `-` as `_` (`bird_turkse_tortel`), the birds counted (0 when
 * not seen), so every name is a plain identifier in R, pandas and SQL.
 */
export function exportColumns(species: readonly ListedSpecies[]): ExportColumn[] {
  return [
    ...FIXED_COLUMNS,
    ...species.map(({ birdId }): ExportColumn => ({
      name: exportBirdColumn(birdId),
      type: 'INT32',
      nullable: false,
      value: (_r, birds) => birds.get(birdId) ?? 0,
    })),
  ];
}

export const exportBirdColumn = (birdId: string) => `bird_${birdId.replaceAll('-', '_')}`;
