import { type CoordinatePrecision, GARDEN_VARIABLES, gardenValueInEnglish } from '@tvt/domain';
import type { AreaCentre } from '../address/area-centre-repository.ts';
import { intervalOf } from './columns.ts';
import type { ResearchBatch, ResearchRow } from './repository.ts';
import type { ListedSpecies } from './species-repository.ts';

export const SAMPLING_PROTOCOL =
  'Tuinvogeltelling (Dutch garden bird count): one observer or household counts every bird in ' +
  'or from one garden or balcony for 30 minutes and records per species the highest number ' +
  'seen at one moment; every species of the count form that was not seen is an absence.';

export interface EventContext {
  precision: CoordinatePrecision;
  /** pc4 ('1234') or municipality ('GM0363') → centre; see address/area-centre-repository.ts. */
  centres: ReadonlyMap<string, AreaCentre>;
}

/** A value for a tab-separated file: tabs and line breaks would split it, so they become spaces. */
const cell = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace(/[\t\r\n]+/g, ' ');
const line = (values: readonly (string | number | null | undefined)[]) =>
  `${values.map(cell).join('\t')}\n`;

const HABITAT: Record<string, string> = { tuin: 'garden', balkon: 'balcony' };
const GENERALISED: Record<CoordinatePrecision, string> = {
  pc4: 'Coordinates are the centre of the postcode-4 area (mean position of its BAG addresses).',
  municipality: 'Coordinates are the centre of the municipality (mean of its BAG addresses).',
  none: 'No coordinates: the location is given as municipality and province only.',
};
const WITHHELD =
  'Address, exact coordinates and everything that identifies the participant are withheld.';

function centreFor(row: ResearchRow, context: EventContext): AreaCentre | undefined {
  if (context.precision === 'pc4') return context.centres.get(row.pc4 ?? '');
  if (context.precision === 'municipality') return context.centres.get(row.areaMunicipality ?? '');
  return undefined;
}

/** event.txt: one sampling event per accepted count (the archive's core). */
export function eventLine(row: ResearchRow, context: EventContext): string {
  const centre = centreFor(row, context);
  const people = row.participants ?? 1;
  return line([
    row.id,
    intervalOf(row).interval,
    row.countDate?.slice(0, 4),
    SAMPLING_PROTOCOL,
    30,
    'minute',
    `${people} ${people === 1 ? 'observer' : 'observers'}, 30 minutes`,
    HABITAT[row.telplek ?? ''] ?? '',
    'NL',
    row.province,
    row.municipality,
    row.areaMunicipality,
    row.pc4 ? `postcode area ${row.pc4}` : '',
    centre?.latitude,
    centre?.longitude,
    centre?.uncertaintyMeters,
    centre ? 'EPSG:4326' : '',
    GENERALISED[context.precision],
    WITHHELD,
  ]);
}

/**
 * occurrence.txt: per event one row for every species of the campaign's list, present with its
 * number or absent with 0 (the count asks for every species, so a zero is a real absence).
 * 'Niet herkend' (Aves) is written only when counted: an absence of the class Aves would say no
 * bird was seen at all.
 */
export function occurrenceLines(
  row: ResearchRow,
  birds: ReadonlyMap<string, number>,
  species: readonly ListedSpecies[],
): string {
  let out = '';
  for (const s of species) {
    const n = birds.get(s.birdId) ?? 0;
    if (n === 0 && s.taxonRank === 'class') continue;
    out += line([
      row.id,
      `${row.id}:${s.birdId}`,
      'HumanObservation',
      s.scientificName,
      s.taxonRank,
      'Animalia',
      'Aves',
      s.name,
      n,
      n > 0 ? 'present' : 'absent',
    ]);
  }
  return out;
}

/** extendedmeasurementorfact.txt: the garden variables of an event, English with Dutch remarks. */
export function measurementLines(row: ResearchRow): string {
  let out = '';
  for (const variable of GARDEN_VARIABLES) {
    const stored = row[variable.key as keyof ResearchRow];
    const values = Array.isArray(stored) ? stored : stored ? [String(stored)] : [];
    for (const value of values) {
      out += line([
        row.id,
        `${row.id}:${variable.key}${values.length > 1 ? `:${value}` : ''}`,
        variable.en,
        gardenValueInEnglish(variable, value),
        variable.unit,
        `nl: ${variable.nl}: ${value}`,
      ]);
    }
  }
  return out;
}

/** A chunk is handed on at about this many characters (a batch of occurrences is ~60 MB). */
const CHUNK_CHARS = 1 << 20;

/** One file's lines: the header, then each count's rows, in chunks of about 1 MB. */
export async function* tsvChunks(
  header: readonly string[],
  batches: AsyncIterable<ResearchBatch>,
  rowsOf: (row: ResearchRow, birds: ReadonlyMap<string, number>) => string,
): AsyncGenerator<Buffer> {
  let out = line(header);
  const none = new Map<string, number>();
  for await (const { rows, birds } of batches) {
    for (const row of rows) {
      out += rowsOf(row, birds.get(row.id) ?? none);
      if (out.length >= CHUNK_CHARS) {
        yield Buffer.from(out, 'utf8');
        out = '';
      }
    }
  }
  if (out) yield Buffer.from(out, 'utf8');
}
