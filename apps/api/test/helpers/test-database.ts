import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.ts';

/** What a new test database already holds. */
export type TestDatabaseState = 'empty' | 'migrated' | 'seeded';

export interface TestDatabase {
  database: Database;
  /** `empty` on PostgreSQL; on PGlite the snapshot asked for. */
  state: TestDatabaseState;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  dispose: () => Promise<void>;
}

const snapshotFiles = new Map<string, Blob>();

/** The global setup's dump (helpers/pglite-snapshots.ts), read once per test file. */
function snapshot(state: Exclude<TestDatabaseState, 'empty'>): Blob | undefined {
  const files = inject('pgliteSnapshots');
  if (!files) return undefined;
  const file = files[state];
  let blob = snapshotFiles.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    snapshotFiles.set(file, blob);
  }
  return blob;
}

/**
 * PostgreSQL when TEST_DATABASE_URL is set (a fresh, empty database per call), else in-memory
 * PGlite started from the run's snapshot in `wanted` state. Callers migrate and seed what
 * `state` says is still missing, so both paths end up alike.
 */
export async function createTestDatabase(
  wanted: TestDatabaseState = 'empty',
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const loaded = wanted === 'empty' ? undefined : snapshot(wanted);
    const database = await openDatabase({
      pgliteDir: 'memory://',
      ...(loaded ? { pgliteSnapshot: loaded } : {}),
    });
    return { database, state: loaded ? wanted : 'empty', dispose: () => database.close() };
  }
  const postgres = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: postgres.url, poolMax: 4 });
  return {
    database,
    state: 'empty',
    async dispose() {
      await database.close();
      await postgres.drop();
    },
  };
}

/** A new, uniquely named database on the server of `adminUrl`. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tvt_test_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
