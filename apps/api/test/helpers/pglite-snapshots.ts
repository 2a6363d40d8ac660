/**
 * Vitest global setup of the API project: migrates one in-memory PGlite database per run, dumps
 * it (and a copy seeded with the default content) to files, and hands their paths to the test
 * files. A test database then loads a dump in about a second instead of running initdb and every
 * migration again (about three seconds on this machine, per test file). On PostgreSQL
 * (TEST_DATABASE_URL) nothing is prepared: each test database is created and migrated as before.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { type Database, type Db, PGLITE_EXTENSIONS } from '../../src/db/database.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import * as schema from '../../src/db/schema/index.ts';
import { seed } from '../../src/db/seed.ts';

export interface PgliteSnapshots {
  /** Every migration applied, no rows. */
  migrated: string;
  /** Migrated and seeded with the default content and the spec's campaign (no override). */
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshots: PgliteSnapshots | null;
  }
}

async function dump(client: PGlite, file: string): Promise<string> {
  const tarball = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  return file;
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshots', null);
    return () => undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'tvt-pglite-snapshot-'));
  // Opened here rather than through openDatabase, which keeps its PGlite client to itself.
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  const db = drizzle({ client, schema }) as unknown as Db;
  const database: Database = {
    db,
    driver: 'pglite',
    withLock: (_key, work) => work(db),
    close: () => client.close(),
  };
  try {
    await runMigrations(database);
    const migrated = await dump(client, join(dir, 'migrated.tar'));
    await seed(database);
    const seeded = await dump(client, join(dir, 'seeded.tar'));
    project.provide('pgliteSnapshots', { migrated, seeded });
  } finally {
    await client.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
