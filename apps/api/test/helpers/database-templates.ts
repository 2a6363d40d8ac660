/**
 * Vitest global setup of the API project: migrates one database per run, and a copy seeded with
 * the default content, so that no test file pays for every migration again.
 * - PGlite: both are written to data folders, shut down cleanly; a test database starts from a
 *   folder's files in about a tenth of a CPU-second (test-database.ts) instead of running initdb
 *   and every migration (about three seconds per test file).
 * - PostgreSQL (TEST_DATABASE_URL): both are template databases; a test database is a
 *   `CREATE DATABASE … TEMPLATE`, a file copy on the server, instead of a migration run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { type Database, type Db, openDatabase, PGLITE_EXTENSIONS } from '../../src/db/database.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import * as schema from '../../src/db/schema/index.ts';
import { seed } from '../../src/seed.ts';
import { adminStatement, databaseUrl } from './postgres-admin.ts';

/** What a test database can start from: every migration applied, and that plus the seed. */
export interface DatabaseTemplates {
  /** PGlite data folders, or PostgreSQL template database names. */
  migrated: string;
  /** Migrated and seeded with the default content and the spec's campaign (no override). */
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshots: DatabaseTemplates | null;
    postgresTemplates: DatabaseTemplates | null;
  }
}

/**
 * The client's data folder, written to `folder` and shut down there: a test database starts
 * from it without replaying the write-ahead log, as after any clean stop.
 */
async function saveFolder(client: PGlite, folder: string): Promise<string> {
  const tarball = await client.dumpDataDir('none');
  const copy = await PGlite.create(folder, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: tarball,
  });
  await copy.close();
  return folder;
}

/**
 * initdb's template0 and template1 are 15 of a folder's 42 MB, and every test database copies
 * its folder (about 110 per run). A test database is one PGlite instance on one database, and
 * nothing the app does copies a template, so the folders leave them out.
 */
async function dropTemplateDatabases(client: PGlite): Promise<void> {
  for (const name of ['template0', 'template1']) {
    // One statement per call: DROP DATABASE refuses to run inside exec's implicit transaction.
    await client.query(`alter database ${name} is_template false`);
    await client.query(`drop database ${name}`);
  }
}

async function pgliteSnapshots(): Promise<{ folders: DatabaseTemplates; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'tvt-pglite-snapshot-'));
  // Opened here rather than through openDatabase, which keeps its PGlite client to itself.
  const client = await PGlite.create('memory://', {
    extensions: PGLITE_EXTENSIONS,
    // Written into the folders' postgresql.conf, so every test database starts with it. Postgres
    // sets up its buffer pool at each start, and 128 MB of it was a third of a start from a
    // snapshot (0.34 → 0.24 CPU-s); no test database holds more than a few MB.
    initDbStartParams: ['-c', 'shared_buffers=16MB'],
  });
  const db = drizzle({ client, schema }) as unknown as Db;
  const database: Database = {
    db,
    driver: 'pglite',
    withLock: (_key, work) => work(db),
    close: () => client.close(),
  };
  try {
    await dropTemplateDatabases(client);
    await runMigrations(database);
    const migrated = await saveFolder(client, join(dir, 'migrated'));
    await seed(database);
    const seeded = await saveFolder(client, join(dir, 'seeded'));
    return {
      folders: { migrated, seeded },
      remove: () => rmSync(dir, { recursive: true, force: true }),
    };
  } finally {
    await client.close();
  }
}

async function postgresTemplates(
  adminUrl: string,
): Promise<{ names: DatabaseTemplates; remove: () => Promise<void> }> {
  const run = randomBytes(4).toString('hex');
  const names = { migrated: `tvt_tpl_${run}_migrated`, seeded: `tvt_tpl_${run}_seeded` };
  const remove = async () => {
    for (const name of Object.values(names))
      await adminStatement(adminUrl, `drop database if exists "${name}" with (force)`);
  };
  try {
    await adminStatement(adminUrl, `create database "${names.migrated}"`);
    const migrated = await openDatabase({ databaseUrl: databaseUrl(adminUrl, names.migrated) });
    await runMigrations(migrated).finally(() => migrated.close());
    // A template must have no open connection while it is copied.
    await adminStatement(
      adminUrl,
      `create database "${names.seeded}" template "${names.migrated}"`,
    );
    const seeded = await openDatabase({ databaseUrl: databaseUrl(adminUrl, names.seeded) });
    await seed(seeded).finally(() => seeded.close());
  } catch (error) {
    await remove();
    throw error;
  }
  return { names, remove };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { names, remove } = await postgresTemplates(adminUrl);
    project.provide('pgliteSnapshots', null);
    project.provide('postgresTemplates', names);
    return remove;
  }
  const { folders, remove } = await pgliteSnapshots();
  project.provide('pgliteSnapshots', folders);
  project.provide('postgresTemplates', null);
  return () => {
    remove();
    return Promise.resolve();
  };
}
