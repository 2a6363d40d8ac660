import { parse } from 'csv-parse/sync';
import type { AreaRow, SpeciesRow } from './repository.ts';

/**
 * The previous campaign's figures as `results:import` reads them: UTF-8, comma-separated, one
 * header line, columns `year,area_code,participants,bird_id,birds,gardens` (see README.md).
 * One row per area and species; a row with an empty bird_id gives an area's participants only.
 */
export const RESULTS_CSV_COLUMNS = [
  'year',
  'area_code',
  'participants',
  'bird_id',
  'birds',
  'gardens',
] as const;

export class ResultsCsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResultsCsvError';
  }
}

export interface ImportedResults {
  year: number;
  areas: Omit<AreaRow, 'updatedAt'>[];
  species: SpeciesRow[];
}

const AREA_CODE = /^(?:NL|PV\d{2}|GM\d{4})$/;

function whole(value: string | undefined, line: number, column: string): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isSafeInteger(n) || n < 0)
    throw new ResultsCsvError(`Regel ${line}: '${column}' moet een heel getal ≥ 0 zijn.`);
  return n;
}

export function parseResultsCsv(text: string): ImportedResults {
  const rows: string[][] = parse(text, { bom: true, skip_empty_lines: true, trim: true });
  const header = rows.shift()?.map((h) => h.toLowerCase());
  if (!header || RESULTS_CSV_COLUMNS.some((c, i) => header[i] !== c))
    throw new ResultsCsvError(`De kopregel moet '${RESULTS_CSV_COLUMNS.join(',')}' zijn.`);
  let year: number | undefined;
  const areas = new Map<string, Omit<AreaRow, 'updatedAt'>>();
  const species = new Map<string, SpeciesRow>();
  rows.forEach((row, index) => {
    const line = index + 2;
    const [y, code = '', participantsText, birdId = '', birdsText, gardensText] = row;
    const rowYear = whole(y, line, 'year');
    if (year !== undefined && rowYear !== year)
      throw new ResultsCsvError(`Regel ${line}: één jaar per bestand (${year}, niet ${rowYear}).`);
    year = rowYear;
    if (!AREA_CODE.test(code))
      throw new ResultsCsvError(`Regel ${line}: onbekende area_code '${code}'.`);
    const participants = whole(participantsText, line, 'participants');
    const area = areas.get(code) ?? {
      areaCode: code,
      counts: participants,
      people: participants,
      birds: 0,
    };
    if (area.counts !== participants)
      throw new ResultsCsvError(`Regel ${line}: andere 'participants' voor ${code} dan eerder.`);
    areas.set(code, area);
    if (birdId === '') return;
    const birds = whole(birdsText, line, 'birds');
    const gardens = whole(gardensText, line, 'gardens');
    if (gardens > participants)
      throw new ResultsCsvError(`Regel ${line}: 'gardens' is groter dan 'participants'.`);
    if (species.has(`${code}|${birdId}`))
      throw new ResultsCsvError(`Regel ${line}: ${birdId} staat twee keer bij ${code}.`);
    species.set(`${code}|${birdId}`, { areaCode: code, birdId, birds, gardens });
    area.birds += birds;
  });
  if (year === undefined) throw new ResultsCsvError('Het bestand bevat geen regels.');
  return { year, areas: [...areas.values()], species: [...species.values()] };
}
