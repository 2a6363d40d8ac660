import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_CAMPAIGN } from '@tvt/domain';
import { officeBirdBody } from '@tvt/contract/requests';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { submitSyntheticCounts } from '../src/modules/results/synthetic-run.ts';
import { KNOWN_TERM_URIS } from './helpers/darwin-core-terms.ts';
import { readTsv, unzipText } from './helpers/dwca-read.ts';
import { type OfficeSession, createOfficeSession } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const EXPORT = '/api/office/v1/export/counts?campaign=2025';
let t: TestApp;
let admin: OfficeSession;
let research: OfficeSession;
let moderator: OfficeSession;
let archive: Map<string, string>;
const dir = mkdtempSync(join(tmpdir(), 'tvt-dwca-'));

/** A count whose personal data is easy to find if it leaked anywhere. */
function personalCount() {
  const body = validCountBody();
  body.userData = {
    ...body.userData,
    emailAddress: 'annegien.zwartkop@voorbeeld.nl',
    firstName: 'Annegien',
    lastName: 'Zwartkoppenberg',
    phoneNumber: '06 98765432',
  };
  body.location = { ...body.location, street: 'Pimpelmeeslaan', streetNumber: '187' };
  body.remarks = 'Vanaf de keukentafel geteld.';
  return body;
}

async function submit(body: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/count/v1/inzending',
    payload: body as object,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tellingUUID: string }>().tellingUUID;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as { rows: T[] }).rows;
}

async function download(query: string, session = research) {
  const res = await t.app.inject({ url: `${EXPORT}&${query}`, headers: session.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

beforeAll(async () => {
  t = await createTestApp({
    now: () => COUNT_NOW,
    env: { COUNT_SUBMIT_RATE_LIMIT: '100000', TOTALS_CACHE_SECONDS: '0' },
  });
  [admin, research, moderator] = [
    await createOfficeSession(t, ['admin']),
    await createOfficeSession(t, ['research']),
    await createOfficeSession(t, ['moderator']),
  ];
  await submitSyntheticCounts({
    count: 30,
    submit: (body) => submit(body).then((tellingUUID) => ({ tellingUUID })),
    campaign: DEFAULT_CAMPAIGN,
    now: COUNT_NOW,
    concurrency: 10,
  });
  await submit(personalCount());
  archive = unzipText((await download('format=dwca')).rawPayload);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the Darwin Core Archive', () => {
  it('holds the metadata, three data files and the column dictionary', () => {
    expect([...archive.keys()].sort()).toEqual([
      'column-dictionary.csv',
      'eml.xml',
      'event.txt',
      'extendedmeasurementorfact.txt',
      'meta.xml',
      'occurrence.txt',
    ]);
  });

  it('meta.xml parses, names only Darwin Core terms, and each file has its columns', () => {
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(
      archive.get('meta.xml')!,
    ) as { archive: { metadata: string; core: Table; extension: Table[] } };
    type Table = {
      rowType: string;
      files: { location: string };
      field: { index: string; term: string }[];
    };
    const { core, extension } = parsed.archive;
    expect(parsed.archive.metadata).toBe('eml.xml');
    expect(core.rowType).toBe('http://rs.tdwg.org/dwc/terms/Event');
    for (const table of [core, ...extension]) {
      expect(KNOWN_TERM_URIS.has(table.rowType), table.rowType).toBe(true);
      const { header, rows: lines } = readTsv(archive.get(table.files.location)!);
      table.field.forEach((f, i) => {
        expect(KNOWN_TERM_URIS.has(f.term), f.term).toBe(true);
        expect(Number(f.index)).toBe(i);
        expect(header[i]).toBe(f.term.slice(f.term.lastIndexOf('/') + 1));
      });
      expect(header).toHaveLength(table.field.length);
      for (const line of lines) expect(line).toHaveLength(header.length);
    }
  });

  it('has unique events, 30-minute intervals with offset, and every occurrence in an event', async () => {
    const events = readTsv(archive.get('event.txt')!);
    const col = (name: string) => events.header.indexOf(name);
    const ids = events.rows.map((r) => r[col('eventID')]!);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await rows<{ n: number }>(
      sql`select count(*)::int as n from count_submission where campaign_year = 2025 and not excluded`,
    );
    expect(ids).toHaveLength(stored[0]!.n);
    for (const row of events.rows) {
      const [start, end] = row[col('eventDate')]!.split('/') as [string, string];
      const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
      expect(start).toMatch(iso);
      expect(end).toMatch(iso);
      expect(Date.parse(end) - Date.parse(start)).toBe(30 * 60_000);
      expect(row[col('sampleSizeValue')]).toBe('30');
      expect(row[col('sampleSizeUnit')]).toBe('minute');
      expect(row[col('countryCode')]).toBe('NL');
      expect(row[col('locationID')]).toMatch(/^GM\d{4}$/);
    }
    const known = new Set(ids);
    for (const file of ['occurrence.txt', 'extendedmeasurementorfact.txt']) {
      const { rows: lines } = readTsv(archive.get(file)!);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(known.has(line[0]!), file).toBe(true);
    }
  });

  it('records an absence for every species of the list not seen, and the counted numbers', async () => {
    const occ = readTsv(archive.get('occurrence.txt')!);
    const col = (name: string) => occ.header.indexOf(name);
    const listed = await rows<{ n: number }>(
      sql`select count(*)::int as n from campaign_species where campaign_year = 2025`,
    );
    const counted = await rows<{ id: string; bird_id: string; count: number }>(sql`
      select b.submission_id as id, b.bird_id, b.count from count_bird b
      join count_submission s on s.id = b.submission_id where s.campaign_year = 2025 and not s.excluded`);
    const want = new Map(counted.map((c) => [`${c.id}:${c.bird_id}`, c.count]));
    const perEvent = new Map<string, number>();
    for (const line of occ.rows) {
      const n = Number(line[col('individualCount')]);
      expect(line[col('occurrenceStatus')]).toBe(n > 0 ? 'present' : 'absent');
      expect(line[col('basisOfRecord')]).toBe('HumanObservation');
      expect(n).toBe(want.get(line[col('occurrenceID')]!) ?? 0);
      perEvent.set(
        line[0]!,
        (perEvent.get(line[0]!) ?? 0) + (line[col('taxonRank')] === 'class' ? 0 : 1),
      );
      if (line[col('taxonRank')] === 'class') {
        expect(line[col('scientificName')]).toBe('Aves');
        expect(n).toBeGreaterThan(0);
      } else expect(line[col('scientificName')]).toMatch(/^[A-Z][a-z]+ [a-z]+/);
    }
    for (const species of perEvent.values()) expect(species).toBe(listed[0]!.n);
    const merel = occ.rows.find((l) => l[col('vernacularName')] === 'Merel')!;
    expect(merel[col('scientificName')]).toBe('Turdus merula');
  });

  it('gives the garden variables with English values and Dutch remarks', () => {
    const emof = readTsv(archive.get('extendedmeasurementorfact.txt')!);
    const text = emof.rows.map((r) => r.join('|')).join('\n');
    expect(text).toContain('|garden size|25-100|m²|nl: Grootte van de tuin: 25-100m2');
    expect(text).toContain("|cats in the garden|yes, neighbours' cats||");
    expect(text).toContain('|garden element|pond||nl: Element in de tuin: vijver');
  });

  it('eml.xml carries the licence, rights holder, citation, contact, method and moderation', () => {
    const eml = archive.get('eml.xml')!;
    new XMLParser().parse(eml);
    expect(eml).toContain('https://creativecommons.org/licenses/by/4.0/legalcode');
    expect(eml).toContain('Rights holder: Vogelbescherming Nederland.');
    expect(eml).toMatch(/<citation>Vogelbescherming Nederland \(2025\)\. Tuinvogeltelling 2025/);
    expect(eml).toContain('<electronicMailAddress>info@vogelbescherming.nl');
    expect(eml).toContain('30 minutes');
    expect(eml).toContain('Excluded counts are left out of this dataset');
    expect(eml).toMatch(/<beginDate><calendarDate>2025-01-2\d</);
  });

  it('holds no personal data in any file', () => {
    const all = [...archive.values()].join('\n');
    for (const personal of [
      'Annegien',
      'Zwartkoppenberg',
      '@voorbeeld.nl',
      '98765432',
      'Pimpelmeeslaan',
      'keukentafel',
      '3511 AB',
      '3511AB',
      'Oudegracht',
      'Synthetische',
      '.invalid',
      '52.0907374',
    ])
      expect(all, personal).not.toContain(personal);
    expect(all).not.toMatch(/\b\d{4} ?[A-Z]{2}\b/);
  });

  it('ships the column dictionary in Dutch and English, species with their scientific names', () => {
    const dictionary = archive.get('column-dictionary.csv')!;
    expect(dictionary.split('\r\n')[0]).toBe('file,column,type,nl,en');
    expect(dictionary).toContain('bird_merel,INT32,"Merel (Turdus merula): hoogste aantal');
    expect(dictionary).toContain('occurrence.txt,occurrenceStatus,');
  });
});

describe('access and settings', () => {
  it('the research role downloads; a moderator may not; only an admin saves the settings', async () => {
    const refused = await t.app.inject({
      url: `${EXPORT}&format=dwca`,
      headers: moderator.headers,
    });
    expect(refused.statusCode).toBe(403);
    const res = await download('format=dwca');
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tuinvogeltelling-2025-dwca.zip"',
    );
    const settings = {
      licence: 'CC0-1.0',
      rightsHolder: 'Stichting Tuinvogels',
      organisation: 'Stichting Tuinvogels',
      contactEmail: 'data@tuinvogels.example',
      coordinatePrecision: 'none',
    };
    const url = '/api/office/v1/export/settings';
    const put = (session: OfficeSession, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: session.headers, payload });
    expect((await put(research, settings)).statusCode).toBe(403);
    const bad = await put(admin, { ...settings, contactEmail: 'geen adres' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Vul een geldig e-mailadres van de organisatie in.');
    expect((await put(admin, settings)).json()).toEqual({ data: settings });
    const read = await t.app.inject({ url, headers: research.headers });
    expect(read.json()).toEqual({ data: settings });
    const files = unzipText((await download('format=dwca')).rawPayload);
    expect(files.get('eml.xml')).toContain('publicdomain/zero/1.0');
    const events = readTsv(files.get('event.txt')!);
    const lat = events.header.indexOf('decimalLatitude');
    expect(events.rows.every((r) => r[lat] === '')).toBe(true);
    await put(admin, { ...settings, licence: 'CC-BY-4.0', coordinatePrecision: 'pc4' });
  });

  it('event coordinates are the centre of the postcode-4 area of the BAG addresses', async () => {
    // Fewer than five addresses: no centre (it could point at one home).
    const [{ pc4 } = { pc4: '' }] = await rows<{ pc4: string }>(
      sql`select pc4 from count_submission where campaign_year = 2025 limit 1`,
    );
    const addresses = (from: number, to: number) =>
      t.database.db.execute(sql`
      insert into address (nummeraanduiding_id, postal_code, house_number, street, city,
        municipality, municipality_code, province, latitude, longitude)
      select '99992000000000' || n, ${`${pc4}AA`}, n, 'Teststraat', 'Test', 'Test', '9999',
        'Utrecht', case n when 1 then 52.0 when 2 then 52.02 else 52.01 end,
        case n when 1 then 5.0 when 2 then 5.04 else 5.02 end
      from generate_series(${from}::int, ${to}::int) as n`);
    const eventOf = async () => {
      const file = readTsv(unzipText((await download('format=dwca')).rawPayload).get('event.txt')!);
      const at = (name: string) => file.header.indexOf(name);
      const found = file.rows.find((r) => r[at('locality')] === `postcode area ${pc4}`)!;
      return (name: string) => found[at(name)];
    };
    await addresses(1, 4);
    expect((await eventOf())('decimalLatitude')).toBe('');
    await addresses(5, 5);
    const field = await eventOf();
    expect(field('decimalLatitude')).toBe('52.01');
    expect(field('decimalLongitude')).toBe('5.02');
    expect(field('geodeticDatum')).toBe('EPSG:4326');
    expect(Number(field('coordinateUncertaintyInMeters'))).toBeGreaterThanOrEqual(1700);
  });
});

describe('stable CSV and Parquet', () => {
  const header = async (flavour: string) =>
    (await download(`format=csv&flavour=${flavour}`)).body.split('\r\n')[0]!;

  it('keeps the same header after a Niet herkend count and office edits to the species list', async () => {
    const before = await header('program');
    const columns = before.split(',');
    expect(columns.at(-1)).toBe('bird_97');
    expect(columns).toContain('count_start');
    const unrecognised = validCountBody();
    unrecognised.birds = {
      ...unrecognised.birds,
      97: { birdCountSuspicious: false, birdName: 'Niet herkend', birdImage: '', birdCount: 2 },
    } as typeof unrecognised.birds;
    unrecognised.birdsCountedTotal = 14;
    await submit(unrecognised);
    expect(await header('program')).toBe(before);

    const bird = await t.app.inject({ url: '/api/office/v1/birds/merel', headers: admin.headers });
    const { data } = bird.json<{ data: Record<string, unknown> }>();
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/office/v1/birds/merel',
      headers: admin.headers,
      payload: {
        ...officeBirdBody
          .keyof()
          .options.reduce((body, key) => ({ ...body, [key]: data[key] }), {}),
        name: 'Gewone merel',
        // A scientific name changed after the list froze stays out of this campaign (decision 099).
        scientificName: 'Turdus merula merula',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.database.db.execute(sql`
      insert into bird (id, tvtbirdid, name, scientific_name, english_name, family, length_cm,
        size_class, colours, silhouette, beak, thresholdvalue, commonness)
      select 'aaa-testvogel', 9001, 'Aaa testvogel', 'Testus avis', 'Test bird', 'Testidae',
        10, 1, '{1}', 4, 3, 10, 999`);
    expect(await header('program')).toBe(before);
    const sheet = await download('format=csv&flavour=spreadsheet');
    expect(sheet.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(sheet.headers['content-disposition']).toBe(
      'attachment; filename="tellingen-2025-spreadsheet.csv"',
    );
    expect((await header('spreadsheet')).replace('\uFEFF', '')).toBe(before.replaceAll(',', ';'));
    const occ = readTsv(
      unzipText((await download('format=dwca')).rawPayload).get('occurrence.txt')!,
    );
    expect(
      occ.rows.some((r) =>
        ['Gewone merel', 'Testus avis', 'Turdus merula merula'].some((v) => r.includes(v)),
      ),
    ).toBe(false);
    expect(occ.rows.some((r) => r.includes('Turdus merula'))).toBe(true);
  });
});

describe('read back with DuckDB', () => {
  it('row counts, types and sums of individualCount equal the stored counts', async () => {
    const files = unzipText((await download('format=dwca')).rawPayload);
    for (const name of ['event.txt', 'occurrence.txt'])
      writeFileSync(join(dir, name), files.get(name)!);
    writeFileSync(join(dir, 'tellingen.parquet'), (await download('format=parquet')).rawPayload);
    const duck = await (await DuckDBInstance.create(':memory:')).connect();
    const one = async (query: string) => (await duck.runAndReadAll(query)).getRowObjectsJson()[0]!;
    const tsv = (name: string) =>
      `read_csv('${join(dir, name)}', delim='\t', header=true, quote='', escape='')`;
    const [stored] = await rows<{ events: number; birds: number }>(sql`
      select count(*)::int as events, sum(birds_counted_total)::int as birds
      from count_submission where campaign_year = 2025 and not excluded`);
    expect(await one(`select count(*)::int as n from ${tsv('event.txt')}`)).toEqual({
      n: stored!.events,
    });
    const occ =
      await one(`select sum(individualCount)::int as birds, count(distinct eventID)::int as events,
      typeof(any_value(individualCount)) as type from ${tsv('occurrence.txt')}`);
    expect(occ).toEqual({ birds: stored!.birds, events: stored!.events, type: 'BIGINT' });
    const parquet = join(dir, 'tellingen.parquet');
    const types = (
      await duck.runAndReadAll(`describe select * from '${parquet}'`)
    ).getRowObjectsJson();
    const typeOf = (column: string) => types.find((r) => r.column_name === column)?.column_type;
    expect(typeOf('count_date')).toBe('DATE');
    expect(typeOf('count_start')).toBe('TIMESTAMP WITH TIME ZONE');
    expect(typeOf('bird_97')).toBe('INTEGER');
    const back = await one(`select count(*)::int as n, sum(birds_total)::int as birds,
      min(epoch(count_end) - epoch(count_start))::int as seconds from '${parquet}'`);
    expect(back).toEqual({ n: stored!.events, birds: stored!.birds, seconds: 1800 });
    duck.closeSync();
  });
});
