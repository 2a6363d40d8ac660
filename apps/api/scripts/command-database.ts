import { type Database, openDatabase, pgliteDirFor } from '../src/db/database.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { PgliteLockedError } from '../src/db/pglite-lock.ts';
import type { Config } from '../src/env.ts';

/**
 * The database a command works on, opened as the server opens it and migrated. A PGlite folder
 * that a running server holds stops the command with that plain sentence, not a stack trace.
 */
export async function openCommandDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
  }).catch((error: unknown) => {
    if (!(error instanceof PgliteLockedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
