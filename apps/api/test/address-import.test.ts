import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/db/migrate.ts';
import { address } from '../src/db/schema/index.ts';
import { importAddresses, seedSampleAddresses } from '../src/modules/address/import-addresses.ts';
import {
  type ScriptDatabase,
  type TestDatabase,
  createScriptDatabase,
  createTestDatabase,
} from './helpers/test-database.ts';

const HEADER =
  'openbareruimte;huisnummer;huisletter;huisnummertoevoeging;postcode;woonplaats;gemeente;provincie;nummeraanduiding;verblijfsobjectgebruiksdoel;oppervlakteverblijfsobject;verblijfsobjectstatus;object_id;object_type;nevenadres;pandid;pandstatus;pandbouwjaar;x;y;lon;lat';
const ROWS = [
  'Domplein;21;;;3512 JC;Utrecht;Utrecht;Utrecht;0344200000111111;;;;;VBO;f;;;;;;5.12138;52.0907',
  'Lange Nieuwstraat;4;;;3512PH;Utrecht;Utrecht;Utrecht;0344200000111112;woonfunctie;95;;;VBO;f;;;;;;5.1231;52.0889',
  'Lange Nieuwstraat;4;A;;3512PH;Utrecht;Utrecht;Utrecht;0344200000111113;woonfunctie;60;;;VBO;f;;;;;;5.1231;52.0889',
  'Lange Nieuwstraat;4;A;2;3512PH;Utrecht;Utrecht;Utrecht;0344200000111114;woonfunctie;48;;;VBO;f;;;;;;5.1231;52.0889',
  '"Straat; met puntkomma";7;;;3512PH;Utrecht;Utrecht;Utrecht;0344200000111115;;;;;VBO;f;;;;136600.1;455800.2;;',
  'Kapot;x;;;3512PH;Utrecht;Utrecht;Utrecht;0344200000111116;;;;;VBO;f;;;;;;5.1;52.1',
  'Kapot;8;;;0000AA;Utrecht;Utrecht;Utrecht;0344200000111117;;;;;VBO;f;;;;;;5.1;52.1',
];
const CSV = `${HEADER}\n${ROWS.join('\n')}\n`;

function* chunks(text: string, size: number) {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

describe('importAddresses', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase('migrated');
    if (test.state === 'empty') await runMigrations(test.database);
  });
  afterAll(() => test.dispose());
  afterEach(async () => {
    await test.database.db.delete(address);
  });

  const all = () =>
    test.database.db.select().from(address).orderBy(asc(address.nummeraanduidingId));

  it('stores the usable rows in batches, counts the skipped ones, and a second run changes nothing', async () => {
    const first = await importAddresses(test.database.db, chunks(CSV, 37), { batchSize: 2 });
    expect(first).toEqual({ read: 7, imported: 5, skipped: { huisnummer: 1, postcode: 1 } });
    const rows = await all();
    expect(
      rows.map((r) => [
        r.postalCode,
        r.houseNumber,
        r.houseLetter,
        r.houseNumberAddition,
        r.surfaceArea,
      ]),
    ).toEqual([
      ['3512JC', 21, '', '', null],
      ['3512PH', 4, '', '', 95],
      ['3512PH', 4, 'A', '', 60],
      ['3512PH', 4, 'A', '2', 48],
      ['3512PH', 7, '', '', null],
    ]);
    expect(rows[4]!.street).toBe('Straat; met puntkomma');
    // x/y only: converted from RD.
    expect(rows[4]!.latitude).toBeGreaterThan(52);
    expect(rows[4]!.longitude).toBeGreaterThan(5);

    const second = await importAddresses(test.database.db, chunks(CSV, 1000), { batchSize: 3 });
    expect(second.imported).toBe(5);
    const again = await all();
    expect(again.map(({ updatedAt: _u, ...r }) => r)).toEqual(
      rows.map(({ updatedAt: _u, ...r }) => r),
    );
  });

  it('updates a changed address by its nummeraanduiding and keeps one row when a file repeats it', async () => {
    await importAddresses(test.database.db, chunks(CSV, 1000));
    const changed = `${HEADER}\n${ROWS[1]!.replace(';95;', ';101;')}\n${ROWS[1]!.replace(';95;', ';102;')}\n`;
    await importAddresses(test.database.db, chunks(changed, 1000));
    const rows = await all();
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.nummeraanduidingId === '0344200000111112')?.surfaceArea).toBe(102);
  });

  it('refuses a file without the BAG columns', async () => {
    await expect(importAddresses(test.database.db, chunks('a;b\n1;2\n', 100))).rejects.toThrow(
      /openbareruimte/,
    );
  });

  it('seeds the shipped sample only into an empty table', async () => {
    const seeded = await seedSampleAddresses(test.database.db);
    expect(seeded).toBeGreaterThanOrEqual(30);
    const provinces = await test.database.db.selectDistinct({ p: address.province }).from(address);
    expect(provinces).toHaveLength(12);
    expect(await seedSampleAddresses(test.database.db)).toBe(0);
    const [{ n }] = (await test.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(address)) as [{ n: number }];
    expect(n).toBe(seeded);
  });
});

describe('npm run address:import', () => {
  const script = fileURLToPath(new URL('../scripts/import-bag.ts', import.meta.url));
  let database: ScriptDatabase;
  let env: NodeJS.ProcessEnv;
  let file: string;
  beforeAll(async () => {
    database = await createScriptDatabase('migrated');
    file = join(database.env.DATA_DIR, 'adressen.csv');
    writeFileSync(file, CSV);
    env = { ...process.env, ...database.env, LOG_LEVEL: 'silent' };
    delete env.INIT_CWD;
  });
  afterAll(() => database?.dispose());

  async function countRows(): Promise<number> {
    const opened = await database.open();
    try {
      const rows = await opened.db.select({ n: sql<number>`count(*)::int` }).from(address);
      return rows[0]!.n;
    } finally {
      await opened.close();
    }
  }

  it('imports a file into the configured database with a progress line, twice giving the same rows', async () => {
    const run = () =>
      promisify(execFile)(process.execPath, [script, file, '--batch-size', '2'], { env });
    const first = await run();
    expect(first.stdout).toMatch(/7 gelezen \/ read, 5 opgeslagen \/ stored, 2 overgeslagen/);
    expect(await countRows()).toBe(5);
    await run();
    expect(await countRows()).toBe(5);
  });

  it('explains a missing file in Dutch and English', async () => {
    const run = promisify(execFile)(
      process.execPath,
      [script, join(database.env.DATA_DIR, 'nope.csv')],
      { env },
    );
    await expect(run).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Bestand niet gevonden/),
    });
  });
});
