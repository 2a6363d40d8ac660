import { isValidPostalCode, normalisePostalCode } from '@tvt/domain';
import { type AddressRecord, MAX_HOUSE_NUMBER } from './address-record.ts';
import { rdToWgs84 } from './rd-coordinates.ts';

/** Columns of NLExtract's "BAG Adressen" CSV this importer needs (README.md lists them all). */
const REQUIRED = [
  'openbareruimte',
  'huisnummer',
  'postcode',
  'woonplaats',
  'gemeente',
  'provincie',
  'nummeraanduiding',
] as const;

export interface ColumnMap {
  get(row: readonly string[], column: string): string;
  has(column: string): boolean;
}

export type RowResult = { ok: true; record: AddressRecord } | { ok: false; reason: string };

export class BagHeaderError extends Error {
  constructor(missing: readonly string[]) {
    super(`CSV header lacks column(s): ${missing.join(', ')}`);
    this.name = 'BagHeaderError';
  }
}

/** Checks the header and returns column access by name; throws BagHeaderError naming gaps. */
export function columnMap(header: readonly string[]): ColumnMap {
  const index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const missing: string[] = REQUIRED.filter((c) => !index.has(c));
  const hasLonLat = index.has('lon') && index.has('lat');
  if (!hasLonLat && !(index.has('x') && index.has('y'))) missing.push('lon+lat (or x+y)');
  if (missing.length > 0) throw new BagHeaderError(missing);
  return {
    get: (row, column) => {
      const i = index.get(column);
      return i === undefined ? '' : (row[i] ?? '').trim();
    },
    has: (column) => index.has(column),
  };
}

/** Accepts '5.85', '5,85' (a Dutch spreadsheet) and rejects empty or non-numeric text. */
function decimal(text: string): number | undefined {
  if (text === '') return undefined;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/** European Netherlands with a margin: catches swapped or RD values in lon/lat columns. */
function insideNetherlands(latitude: number, longitude: number): boolean {
  return latitude > 50.6 && latitude < 53.8 && longitude > 3.1 && longitude < 7.4;
}

function coordinates(columns: ColumnMap, row: readonly string[]) {
  const lat = decimal(columns.get(row, 'lat'));
  const lon = decimal(columns.get(row, 'lon'));
  if (lat !== undefined && lon !== undefined) return { latitude: lat, longitude: lon };
  const x = decimal(columns.get(row, 'x'));
  const y = decimal(columns.get(row, 'y'));
  if (x !== undefined && y !== undefined) return rdToWgs84(x, y);
  return undefined;
}

function surfaceArea(text: string): number | null {
  const value = decimal(text);
  return value !== undefined && value > 0 && value < 10_000_000 ? Math.round(value) : null;
}

/** One CSV row to an address, or the reason it is skipped. */
export function toAddressRecord(columns: ColumnMap, row: readonly string[]): RowResult {
  const id = columns.get(row, 'nummeraanduiding');
  if (!/^[0-9]{16}$/.test(id)) return { ok: false, reason: 'nummeraanduiding' };
  const postalCode = normalisePostalCode(columns.get(row, 'postcode'));
  if (!isValidPostalCode(postalCode)) return { ok: false, reason: 'postcode' };
  const numberText = columns.get(row, 'huisnummer');
  const houseNumber = Number(numberText);
  if (!/^[0-9]+$/.test(numberText) || houseNumber < 1 || houseNumber > MAX_HOUSE_NUMBER) {
    return { ok: false, reason: 'huisnummer' };
  }
  const street = columns.get(row, 'openbareruimte');
  const city = columns.get(row, 'woonplaats');
  const municipality = columns.get(row, 'gemeente');
  const province = columns.get(row, 'provincie');
  if (!street || !city || !municipality || !province) return { ok: false, reason: 'naam' };
  const position = coordinates(columns, row);
  if (!position || !insideNetherlands(position.latitude, position.longitude)) {
    return { ok: false, reason: 'coördinaten' };
  }
  const code = columns.get(row, 'gemeentecode').replace(/^GM/i, '');
  return {
    ok: true,
    record: {
      nummeraanduidingId: id,
      postalCode,
      houseNumber,
      houseLetter: columns.get(row, 'huisletter').toUpperCase(),
      houseNumberAddition: columns.get(row, 'huisnummertoevoeging'),
      street,
      city,
      municipality,
      // The extract has no municipality code; the id's prefix is the code of the municipality
      // that issued it, which is what the spec's client derives as well.
      municipalityCode: /^[0-9]{4}$/.test(code) ? code : id.slice(0, 4),
      province,
      latitude: position.latitude,
      longitude: position.longitude,
      surfaceArea: surfaceArea(
        columns.has('oppervlakteverblijfsobject')
          ? columns.get(row, 'oppervlakteverblijfsobject')
          : columns.get(row, 'oppervlakte'),
      ),
    },
  };
}
