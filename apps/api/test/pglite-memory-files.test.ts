import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { type PgliteDataEntry, readPgliteDataFolder } from '../src/db/pglite-memory-files.ts';
import { onPostgres } from './helpers/test-database.ts';

/** The run's migrated folder (helpers/database-templates.ts), read as Node Buffers. */
function entries(): PgliteDataEntry[] {
  return readPgliteDataFolder(inject('pgliteSnapshots')!.migrated);
}

async function tables(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select tablename from pg_tables where tablename like 'memory_files_%'`,
  );
  return (result as { rows: { tablename: string }[] }).rows.map((row) => row.tablename);
}

// PGlite only: the PostgreSQL tier would run the same check again.
describe.skipIf(onPostgres)('a PGlite database started from files in memory', () => {
  it('starts as the folder was, and what one database writes reaches neither the files nor the next', async () => {
    const files = entries();
    const digests = () =>
      files
        .map((file) =>
          createHash('sha256')
            .update(file.data ?? '')
            .digest('hex'),
        )
        .join();
    const before = digests();

    const first = await openDatabase({ pgliteFiles: files });
    expect(await tables(first)).toEqual([]);
    // A new table and its rows change the catalogue's files and the log, not only new ones.
    await first.db.execute(
      sql`create table memory_files_probe as select g as n from generate_series(1, 2000) g`,
    );
    await first.db.execute(sql`checkpoint`);
    expect(await tables(first)).toEqual(['memory_files_probe']);
    await first.close();

    const second = await openDatabase({ pgliteFiles: files });
    expect(await tables(second)).toEqual([]);
    await second.close();
    expect(digests()).toBe(before);
  });
});
