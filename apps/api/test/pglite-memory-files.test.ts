import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import type { PgliteDataEntry } from '../src/db/pglite-memory-files.ts';
import { onPostgres } from './helpers/test-database.ts';

const folder = mkdtempSync(join(tmpdir(), 'tvt-memory-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A data folder holding one table with one row, read back as Node Buffers. */
async function entries(): Promise<PgliteDataEntry[]> {
  const source = await PGlite.create(folder);
  await source.exec("create table bird (name text); insert into bird values ('merel');");
  await source.close();
  return readdirSync(folder, { recursive: true, withFileTypes: true }).map((entry) => {
    const path = join(entry.parentPath, entry.name);
    const inside = relative(folder, path);
    return entry.isDirectory() ? { path: inside } : { path: inside, data: readFileSync(path) };
  });
}

// PGlite only: the PostgreSQL tier would run the same check again.
describe.skipIf(onPostgres)('a PGlite database started from files in memory', () => {
  it('starts as the folder was, and what one database writes reaches neither the files nor the next', async () => {
    const files = await entries();
    const digests = () =>
      files
        .map((file) =>
          createHash('sha256')
            .update(file.data ?? '')
            .digest('hex'),
        )
        .join();
    const before = digests();
    const names = async (database: Database) => {
      const result = await database.db.execute(sql`select name from bird order by name`);
      return (result as { rows: { name: string }[] }).rows.map((row) => row.name);
    };

    const first = await openDatabase({ pgliteFiles: files });
    expect(await names(first)).toEqual(['merel']);
    await first.db.execute(sql`insert into bird select 'vink' from generate_series(1, 2000)`);
    await first.db.execute(sql`checkpoint`);
    expect(await names(first)).toHaveLength(2001);
    await first.close();

    const second = await openDatabase({ pgliteFiles: files });
    expect(await names(second)).toEqual(['merel']);
    await second.close();
    expect(digests()).toBe(before);
  });
});
