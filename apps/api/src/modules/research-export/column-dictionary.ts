import { FIXED_COLUMNS, exportBirdColumn } from './columns.ts';
import { csvField } from './csv.ts';
import { EVENT_FILE, MEASUREMENT_FILE, OCCURRENCE_FILE, termName } from './dwca-terms.ts';
import type { ListedSpecies } from './species-repository.ts';

/** One column of an export file, described in Dutch and English. */
export interface ColumnEntry {
  file: string;
  column: string;
  type: string;
  nl: string;
  en: string;
}

const FIXED: Record<string, [nl: string, en: string]> = {
  telling_uuid: ['id van de telling (tellingUUID)', 'id of the count (tellingUUID)'],
  campaign_year: ['campagnejaar', 'campaign year'],
  count_date: ['gekozen teldatum (Amsterdam)', 'chosen date of the count (Amsterdam)'],
  count_time: ['gekozen begintijd, HH:MM (Amsterdam)', 'chosen start time, HH:MM (Amsterdam)'],
  count_start: ['begin van het halfuur, met UTC-offset', 'start of the half hour, with UTC offset'],
  count_end: ['einde van het halfuur, met UTC-offset', 'end of the half hour, with UTC offset'],
  postcode4: ['de vier cijfers van de postcode', 'the four digits of the postal code'],
  municipality_code: ['CBS-gemeentecode (GM0363)', 'CBS municipality code (GM0363)'],
  province: ['provincie', 'province'],
  participants: ['aantal tellers', 'number of people counting'],
  birds_total: [
    'getelde vogels, Niet herkend inbegrepen',
    "birds counted, 'Niet herkend' included",
  ],
  species_seen: ['soorten met een aantal boven 0', 'species with a number above 0'],
  over_threshold: ['een soort op of boven zijn drempel', 'a species at or over its threshold'],
  home_address: ['geteld op het woonadres', 'counted at the home address'],
  teller: ['ervaring van de teller', 'observer experience'],
  telplek: ['telplek: tuin of balkon', 'counting place: garden or balcony'],
  neerslag: ['neerslag tijdens de telling', 'precipitation during the count'],
  groottetuin: ['grootte van de tuin', 'garden size'],
  beplanting: ['deel van de tuin met beplanting', 'share of the garden planted'],
  katten: ['katten in de tuin', 'cats in the garden'],
  bestrijdingsmiddelen: ['bestrijdingsmiddelen gebruikt', 'pesticides used'],
  voeding: ['vogels bijvoeren', 'bird feeding'],
  elementen: ['elementen in de tuin, gescheiden door ;', 'garden elements, separated by ;'],
};

const TERMS: Record<string, [nl: string, en: string]> = {
  eventID: ['id van de telling', 'id of the count'],
  occurrenceID: ['telling:soort', 'count:species'],
  eventDate: ['het halfuur, ISO 8601 met offset', 'the half hour, ISO 8601 with offset'],
  year: ['jaar van de teldatum', 'year of the count date'],
  samplingProtocol: ['de telmethode', 'the counting protocol'],
  sampleSizeValue: ['duur van de telling: 30', 'length of the count: 30'],
  sampleSizeUnit: ['eenheid: minute', 'unit: minute'],
  habitat: ['garden (tuin) of balcony (balkon)', 'garden or balcony'],
  countryCode: ['landcode: NL', 'country code: NL'],
  stateProvince: ['provincie', 'province'],
  municipality: ['gemeente', 'municipality'],
  locality: ['postcodegebied (4 cijfers)', 'postcode area (4 digits)'],
  geodeticDatum: ['EPSG:4326 (WGS84)', 'EPSG:4326 (WGS84)'],
  dataGeneralizations: ['hoe de plaats is veralgemeend', 'how the location is generalised'],
  informationWithheld: ['wat is weggelaten', 'what is withheld'],
  basisOfRecord: ['HumanObservation', 'HumanObservation'],
  scientificName: [
    'wetenschappelijke naam; Aves = niet herkend',
    'scientific name; Aves = not identified',
  ],
  taxonRank: ['rang: species, form of class', 'rank: species, form or class'],
  kingdom: ['rijk: Animalia', 'kingdom: Animalia'],
  class: ['klasse: Aves', 'class: Aves'],
  measurementID: ['telling:variabele', 'count:variable'],
  measurementUnit: ['eenheid (m², %) of leeg', 'unit (m², %) or empty'],
  individualCount: ['hoogste aantal tegelijk', 'highest number at one moment'],
  occurrenceStatus: ['present of absent (0 geteld)', 'present or absent (0 counted)'],
  vernacularName: ['Nederlandse naam', 'Dutch name'],
  samplingEffort: ['aantal tellers, 30 minuten', 'number of observers, 30 minutes'],
  decimalLatitude: ['breedtegraad van het midden van het gebied', "latitude of the area's centre"],
  decimalLongitude: ['lengtegraad van het midden van het gebied', "longitude of the area's centre"],
  coordinateUncertaintyInMeters: ['halve diagonaal van het gebied', "half the area's diagonal"],
  locationID: ['CBS-gemeentecode', 'CBS municipality code'],
  measurementType: ['tuinvariabele (Engels)', 'garden variable (English)'],
  measurementValue: ['waarde (Engels)', 'value (English)'],
  measurementRemarks: ['variabele en antwoord in het Nederlands', 'variable and answer in Dutch'],
};

/** Every column of the CSV/Parquet export and of the archive's files, in file order. */
export function columnDictionary(species: readonly ListedSpecies[]): ColumnEntry[] {
  const table: ColumnEntry[] = FIXED_COLUMNS.map((c) => {
    const [nl, en] = FIXED[c.name] ?? [c.name, c.name];
    return { file: 'tellingen.csv / .parquet', column: c.name, type: c.type, nl, en };
  });
  for (const s of species) {
    const latin = s.scientificName || '?';
    table.push({
      file: 'tellingen.csv / .parquet',
      column: exportBirdColumn(s.birdId),
      type: 'INT32',
      nl: `${s.name} (${latin}): hoogste aantal tegelijk, 0 = niet gezien`,
      en: `${latin} (${s.name}): highest number at one moment, 0 = not seen`,
    });
  }
  for (const file of [EVENT_FILE, OCCURRENCE_FILE, MEASUREMENT_FILE]) {
    for (const term of file.terms) {
      const name = termName(term);
      const [nl, en] = TERMS[name] ?? [`Darwin Core: ${term}`, `Darwin Core: ${term}`];
      table.push({ file: file.file, column: name, type: 'STRING', nl, en });
    }
  }
  return table;
}

/** The dictionary as CSV for programs (RFC 4180), shipped in the archive. */
export function columnDictionaryCsv(species: readonly ListedSpecies[]): string {
  const rows = columnDictionary(species).map((e) => [e.file, e.column, e.type, e.nl, e.en]);
  return [['file', 'column', 'type', 'nl', 'en'], ...rows]
    .map((r) => `${r.map((v) => csvField(v)).join(',')}\r\n`)
    .join('');
}
