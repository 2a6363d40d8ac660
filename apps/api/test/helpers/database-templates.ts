/**
 * Vitest global setup of the API project: migrates one database per run, and a copy seeded with
 * the default content, so that no test file pays for every migration again.
 * - PGlite: both are dumped to files; a test database loads a dump in about a second instead of
 *   running initdb and every migration (about three seconds per test file).
 * - PostgreSQL (TEST_DATABASE_URL): both are template databases; a test database is a
 *   `CREATE DATABASE … TEMPLATE`, a file copy on the server, instead of a migration run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { type Database, type Db, openDatabase, PGLITE_EXTENSIONS } from '../../src/db/database.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import * as schema from '../../src/db/schema/index.ts';
import { seed } from '../../src/db/seed.ts';
import { adminStatement, databaseUrl } from './postgres-admin.ts';

/** What a test database can start from: every migration applied, and that plus the seed. */
export interface DatabaseTemplates {
  /** PGlite dump files, or PostgreSQL template database names. */
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

async function dump(client: PGlite, file: string): Promise<string> {
  const tarball = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  return file;
}

/**
 * initdb's template0 and template1 are 15 of a dump's 42 MB, and every test database loads its
 * dump (about 110 per run). A test database is one PGlite instance on one database, and nothing
 * the app does copies a template, so the dumps leave them out: a load costs about a fifth less.
 */
async function dropTemplateDatabases(client: PGlite): Promise<void> {
  for (const name of ['template0', 'template1']) {
    // One statement per call: DROP DATABASE refuses to run inside exec's implicit transaction.
    await client.query(`alter database ${name} is_template false`);
    await client.query(`drop database ${name}`);
  }
}

async function pgliteSnapshots(): Promise<{ files: DatabaseTemplates; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'tvt-pglite-snapshot-'));
  // Opened here rather than through openDatabase, which keeps its PGlite client to itself.
  const client = await PGlite.create('memory://', {
    extensions: PGLITE_EXTENSIONS,
    // Written into the dumps' postgresql.conf, so every test database starts with it. Postgres
    // sets up its buffer pool at each start, and 128 MB of it was a third of a dump's load
    // (0.34 → 0.24 CPU-s); no test database holds more than a few MB.
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
    const migrated = await dump(client, join(dir, 'migrated.tar'));
    await seed(database);
    const seeded = await dump(client, join(dir, 'seeded.tar'));
    return {
      files: { migrated, seeded },
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
  const { files, remove } = await pgliteSnapshots();
  project.provide('pgliteSnapshots', files);
  project.provide('postgresTemplates', null);
  return () => {
    remove();
    return Promise.resolve();
  };
}
