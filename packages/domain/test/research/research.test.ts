import { describe, expect, it } from 'vitest';
import { countInterval } from '../../src/research/count-interval.ts';
import { CSV_DIALECT } from '../../src/research/csv-flavour.ts';
import { DEFAULT_DATASET_SETTINGS, datasetCitation } from '../../src/research/dataset-settings.ts';
import { taxonRankOf } from '../../src/research/taxon-rank.ts';

describe('taxonRankOf', () => {
  it.each([
    ['Aves', 'class'],
    ['Parus major', 'species'],
    ['Columba livia f. domestica', 'form'],
    ['Motacilla alba yarrellii', 'subspecies'],
    ['Anser', 'genus'],
  ])('%s is at %s rank', (name, rank) => {
    expect(taxonRankOf(name)).toBe(rank);
  });
});

describe('countInterval', () => {
  it('is the half hour from the chosen Amsterdam time, with the winter offset', () => {
    expect(countInterval('2026-01-24', '10:15').interval).toBe(
      '2026-01-24T10:15+01:00/2026-01-24T10:45+01:00',
    );
  });
  it('crosses midnight and carries summer time', () => {
    const i = countInterval('2026-07-01', '23:45');
    expect(i.interval).toBe('2026-07-01T23:45+02:00/2026-07-02T00:15+02:00');
    expect(i.startInstant.toISOString()).toBe('2026-07-01T21:45:00.000Z');
  });
  it('stays 30 minutes across the autumn clock change', () => {
    const i = countInterval('2026-10-25', '02:45');
    expect(i.endInstant.getTime() - i.startInstant.getTime()).toBe(30 * 60_000);
    expect(i.interval).toBe('2026-10-25T02:45+02:00/2026-10-25T02:15+01:00');
  });
});

describe('CSV flavours and the citation', () => {
  it('spreadsheets get a semicolon and a BOM, programs neither', () => {
    expect(CSV_DIALECT.spreadsheet).toEqual({ delimiter: ';', bom: '\uFEFF' });
    expect(CSV_DIALECT.program).toEqual({ delimiter: ',', bom: '' });
  });
  it('cites the organisation and the year', () => {
    expect(datasetCitation(DEFAULT_DATASET_SETTINGS, 2026, '2027-03-01')).toMatch(
      /^Vogelbescherming Nederland \(2026\)\. Tuinvogeltelling 2026/,
    );
  });
});

describe('garden variables', () => {
  it('translate every value the count form offers', async () => {
    const d = await import('../../src/index.ts');
    const offered: Record<string, readonly string[]> = {
      telplek: d.TELPLEK_VALUES,
      groottetuin: d.GROOTTETUIN_VALUES,
      beplanting: d.BEPLANTING_VALUES,
      katten: d.KATTEN_VALUES,
      bestrijdingsmiddelen: d.BESTRIJDINGSMIDDELEN_VALUES,
      voeding: d.VOEDING_VALUES,
      elementen: d.ELEMENT_VALUES,
      neerslag: d.NEERSLAG_VALUES,
      teller: d.TELLER_VALUES,
    };
    for (const variable of d.GARDEN_VARIABLES) {
      expect(Object.keys(variable.values).sort()).toEqual([...offered[variable.key]!].sort());
      expect(d.gardenValueInEnglish(variable, 'onbekend')).toBe('onbekend');
    }
  });
});
