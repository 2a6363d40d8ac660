import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { AreaRef } from '@tvt/contract';

/** CBS province codes by their names (CBS spelling, and the BAG's older 'Friesland'). */
const PROVINCES: readonly (readonly [string, string])[] = [
  ['PV20', 'Groningen'],
  ['PV21', 'Fryslân'],
  ['PV22', 'Drenthe'],
  ['PV23', 'Overijssel'],
  ['PV24', 'Flevoland'],
  ['PV25', 'Gelderland'],
  ['PV26', 'Utrecht'],
  ['PV27', 'Noord-Holland'],
  ['PV28', 'Zuid-Holland'],
  ['PV29', 'Zeeland'],
  ['PV30', 'Noord-Brabant'],
  ['PV31', 'Limburg'],
];
const PROVINCE_ALIASES: Record<string, string> = { friesland: 'PV21' };

export const NATIONAL: AreaRef = { level: 'nl', code: 'NL', name: 'Nederland' };

export interface Municipality extends AreaRef {
  provinceCode: string;
}

/**
 * The 2026 CBS areas: 12 provinces and 342 municipalities (cbs/gemeenten_2026.csv, a copy of
 * /shared/reference/boundaries; © CBS / Kadaster 2026, CC BY 4.0). Read once at load.
 */
function load() {
  const csv = readFileSync(new URL('./cbs/gemeenten_2026.csv', import.meta.url), 'utf8');
  const rows = parse<{ statcode: string; statnaam: string; provincie: string }>(csv, {
    columns: true,
    skip_empty_lines: true,
  });
  const provinceByName = new Map(PROVINCES.map(([code, name]) => [name.toLowerCase(), code]));
  const provinces = new Map<string, AreaRef>(
    PROVINCES.map(([code, name]) => [code, { level: 'province', code, name }]),
  );
  const municipalities = new Map<string, Municipality>();
  for (const row of rows) {
    const provinceCode = provinceByName.get(row.provincie.toLowerCase());
    if (!provinceCode) throw new Error(`unknown province in CBS list: ${row.provincie}`);
    municipalities.set(row.statcode, {
      level: 'municipality',
      code: row.statcode,
      name: row.statnaam,
      provinceCode,
    });
  }
  return { provinceByName, provinces, municipalities };
}

const AREAS = load();

export const provinces = (): AreaRef[] => [...AREAS.provinces.values()];
export const municipalities = (): Municipality[] => [...AREAS.municipalities.values()];
export const provinceOf = (code: string): AreaRef | undefined => AREAS.provinces.get(code);
export const municipalityOf = (code: string): Municipality | undefined =>
  AREAS.municipalities.get(code);

/** A province name as the BAG writes it → 'PV27'; undefined when not recognised. */
export function provinceCodeOfName(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return AREAS.provinceByName.get(key) ?? PROVINCE_ALIASES[key];
}

export interface CountAreas {
  /** 'PV27' or '' */
  province: string;
  /** 'GM0363' or '' */
  municipality: string;
}

/**
 * The areas a count adds to, from the address lookup's municipality code (four digits) and
 * province name. A municipality code outside the 2026 list (a merged municipality) still gives
 * its province; nothing recognised gives the country only.
 */
export function areasOf(location: { municipalitycode?: string; province?: string }): CountAreas {
  const digits = (location.municipalitycode ?? '').trim();
  const municipality = /^\d{4}$/.test(digits) ? municipalityOf(`GM${digits}`) : undefined;
  if (municipality) return { province: municipality.provinceCode, municipality: municipality.code };
  return { province: provinceCodeOfName(location.province ?? '') ?? '', municipality: '' };
}
