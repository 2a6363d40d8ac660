import { describe, expect, it } from 'vitest';
import { BagHeaderError, columnMap, toAddressRecord } from '../src/modules/address/bag-csv.ts';
import { readDelimited } from '../src/modules/address/csv-reader.ts';
import { rdToWgs84 } from '../src/modules/address/rd-coordinates.ts';

async function records(chunks: string[]): Promise<string[][]> {
  const out: string[][] = [];
  for await (const record of readDelimited(chunks)) out.push(record);
  return out;
}

describe('readDelimited', () => {
  const text = '\uFEFFa;b;c\r\n1;"x;y";"say ""hi"""\n\n2;"multi\nline";\n3;;last';

  it('reads quoted fields, doubled quotes, CRLF, embedded newlines and a last line without newline', async () => {
    expect(await records([text])).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x;y', 'say "hi"'],
      ['2', 'multi\nline', ''],
      ['3', '', 'last'],
    ]);
  });

  it('gives the same records however the text is split into chunks', async () => {
    const whole = await records([text]);
    expect(await records([...text])).toEqual(whole);
    for (let at = 1; at < text.length; at++) {
      expect(await records([text.slice(0, at), text.slice(at)])).toEqual(whole);
    }
  });

  it('detects a comma or tab delimiter from the header', async () => {
    expect(await records(['a,b\n1,2\n'])).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(await records(['a\tb\n1\t2\n'])).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

const HEADER =
  'openbareruimte;huisnummer;huisletter;huisnummertoevoeging;postcode;woonplaats;gemeente;provincie;nummeraanduiding;oppervlakteverblijfsobject;x;y;lon;lat'.split(
    ';',
  );

function row(overrides: Record<string, string> = {}): string[] {
  const values: Record<string, string> = {
    openbareruimte: 'Arend Noorduijnstraat',
    huisnummer: '1',
    huisletter: '',
    huisnummertoevoeging: '',
    postcode: '6512 bk',
    woonplaats: 'Nijmegen',
    gemeente: 'Nijmegen',
    provincie: 'Gelderland',
    nummeraanduiding: '0268200000002093',
    oppervlakteverblijfsobject: '87',
    x: '187136.056',
    y: '428140.256',
    lon: '5.85351525',
    lat: '51.84092097',
    ...overrides,
  };
  return HEADER.map((column) => values[column] ?? '');
}

describe('BAG CSV rows', () => {
  const columns = columnMap(HEADER);

  it('maps a row to an address with a normalised postcode and the municipality code from the id', () => {
    const result = toAddressRecord(columns, row({ huisletter: 'a', huisnummertoevoeging: '2' }));
    expect(result).toEqual({
      ok: true,
      record: {
        nummeraanduidingId: '0268200000002093',
        postalCode: '6512BK',
        houseNumber: 1,
        houseLetter: 'A',
        houseNumberAddition: '2',
        street: 'Arend Noorduijnstraat',
        city: 'Nijmegen',
        municipality: 'Nijmegen',
        municipalityCode: '0268',
        province: 'Gelderland',
        latitude: 51.84092097,
        longitude: 5.85351525,
        surfaceArea: 87,
      },
    });
  });

  it('falls back to RD x/y when lon/lat are empty, within a few metres', () => {
    const result = toAddressRecord(columns, row({ lon: '', lat: '' }));
    if (!result.ok) throw new Error(result.reason);
    expect(result.record.latitude).toBeCloseTo(51.84092097, 4);
    expect(result.record.longitude).toBeCloseTo(5.85351525, 4);
  });

  it.each([
    [{ postcode: '0123AB' }, 'postcode'],
    [{ postcode: '1234SA' }, 'postcode'],
    [{ huisnummer: '1a' }, 'huisnummer'],
    [{ huisnummer: '0' }, 'huisnummer'],
    [{ nummeraanduiding: '123' }, 'nummeraanduiding'],
    [{ openbareruimte: '' }, 'naam'],
    [{ lat: '5.85', lon: '51.84' }, 'coördinaten'],
    [{ lat: '', lon: '', x: '', y: '' }, 'coördinaten'],
  ])('skips %o (%s)', (overrides, reason) => {
    expect(toAddressRecord(columns, row(overrides))).toEqual({ ok: false, reason });
  });

  it('gives null for an unknown surface area', () => {
    const result = toAddressRecord(columns, row({ oppervlakteverblijfsobject: '' }));
    expect(result.ok && result.record.surfaceArea).toBeNull();
  });

  it('names the missing columns of a wrong header', () => {
    expect(() => columnMap(['straat', 'huisnummer'])).toThrow(BagHeaderError);
    expect(() => columnMap(['straat', 'huisnummer'])).toThrow(/openbareruimte.*postcode.*lon\+lat/);
  });
});

describe('rdToWgs84', () => {
  it('converts the Amersfoort origin and a known point', () => {
    expect(rdToWgs84(155_000, 463_000)).toEqual({ latitude: 52.1551744, longitude: 5.38720621 });
    const nijmegen = rdToWgs84(187136.056, 428140.256);
    expect(nijmegen.latitude).toBeCloseTo(51.84092, 4);
    expect(nijmegen.longitude).toBeCloseTo(5.85352, 4);
  });
});
