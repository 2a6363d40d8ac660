import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteDirFor } from '../../src/db/database.ts';
import { type PgliteDataEntry, readPgliteDataFolder } from '../../src/db/pglite-memory-files.ts';
import { createPostgresDatabase } from './postgres-admin.ts';

/** What a new test database already holds. */
export type TestDatabaseState = 'empty' | 'migrated' | 'seeded';

export interface TestDatabase {
  database: Database;
  /** The state asked for, or `empty` where no template was prepared. */
  state: TestDatabaseState;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  dispose: () => Promise<void>;
}

const snapshotFiles = new Map<string, PgliteDataEntry[]>();

/** The files of the global setup's folder (helpers/database-templates.ts), read once a worker. */
function snapshot(state: Exclude<TestDatabaseState, 'empty'>): PgliteDataEntry[] | undefined {
  const folder = inject('pgliteSnapshots')?.[state];
  if (!folder) return undefined;
  let entries = snapshotFiles.get(folder);
  if (!entries) {
    entries = readPgliteDataFolder(folder);
    snapshotFiles.set(folder, entries);
  }
  return entries;
}

/**
 * A fresh database in `wanted` state: in-memory PGlite loaded from the run's dump, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database copied from the run's template. Callers
 * migrate and seed what `state` says is still missing, so every path ends up alike.
 */
export async function createTestDatabase(
  wanted: TestDatabaseState = 'empty',
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const files = wanted === 'empty' ? undefined : snapshot(wanted);
    const database = await openDatabase(
      files ? { pgliteFiles: files } : { pgliteDir: 'memory://' },
    );
    return { database, state: files ? wanted : 'empty', dispose: () => database.close() };
  }
  const template = wanted === 'empty' ? undefined : inject('postgresTemplates')?.[wanted];
  const postgres = await createPostgresDatabase(adminUrl, template);
  const database = await openDatabase({ databaseUrl: postgres.url, poolMax: 4 });
  return {
    database,
    state: template ? wanted : 'empty',
    async dispose() {
      // Dropped even when the test closed the handle itself (system.test.ts does, to see /readyz
      // fail): the second close throws, and the database was left on the server each run.
      try {
        await database.close();
      } finally {
        await postgres.drop();
      }
    },
  };
}

export { createPostgresDatabase };

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A data folder and database for a command-line script that a test runs as a child process. */
export interface ScriptDatabase {
  /** DATA_DIR, and DATABASE_URL: the tier's PostgreSQL, or empty for PGlite in the folder. */
  env: { DATA_DIR: string; DATABASE_URL: string };
  /** Opens the database the script used, for the test to read; closed by the caller. */
  open: () => Promise<Database>;
  dispose: () => Promise<void>;
}

/**
 * The script runs on the tier's database, so the PostgreSQL tier checks it on PostgreSQL, and it
 * starts in `wanted` state instead of paying initdb and every migration in the child (about
 * three of its five CPU-seconds on PGlite). The PGlite folder is a copy of the run's folder;
 * `empty` leaves it for the child to create, as on a first start.
 */
export async function createScriptDatabase(wanted: TestDatabaseState): Promise<ScriptDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tvt-script-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const pgliteDir = pgliteDirFor(dataDir);
    const folder = wanted === 'empty' ? undefined : inject('pgliteSnapshots')?.[wanted];
    if (folder) cpSync(folder, pgliteDir, { recursive: true });
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ pgliteDir }),
      dispose: () => Promise.resolve(removeDir()),
    };
  }
  const template = wanted === 'empty' ? undefined : inject('postgresTemplates')?.[wanted];
  const postgres = await createPostgresDatabase(adminUrl, template);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: postgres.url },
    open: () => openDatabase({ databaseUrl: postgres.url, poolMax: 2 }),
    async dispose() {
      removeDir();
      await postgres.drop();
    },
  };
}
