import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/database.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  dispose: () => Promise<void>;
}

/** PostgreSQL when TEST_DATABASE_URL is set (a fresh database per call), else in-memory PGlite. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    return { database, dispose: () => database.close() };
  }
  const postgres = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: postgres.url, poolMax: 4 });
  return {
    database,
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
