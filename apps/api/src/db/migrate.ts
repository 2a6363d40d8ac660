import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database, Schema } from './database.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Arbitrary but fixed: every instance of this app contends for the same lock. */
const MIGRATION_LOCK_KEY = 7_461_001;

/** Applies pending migrations; on PostgreSQL under an advisory lock so instances can start together. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  await database.withLock(MIGRATION_LOCK_KEY, (db) =>
    migratePg(db as unknown as NodePgDatabase<Schema>, config),
  );
}

let newestCache: number | undefined;

/** The migrations in the repository do not change while the process runs; read them once. */
function newestMigration(): number {
  newestCache ??=
    readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).at(-1)?.folderMillis ?? 0;
  return newestCache;
}

/** True when the newest migration in the repository has been applied (the migrator's own rule). */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const newest = newestMigration();
  const exists = await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rowsOf<{ present: boolean }>(exists)[0]?.present) return newest === 0;
  const result = await database.db.execute(
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  return Number(rowsOf<{ last: string | number | null }>(result)[0]?.last ?? 0) >= newest;
}

/** node-postgres and PGlite both return `{ rows }` from execute. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
