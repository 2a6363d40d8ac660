import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { migrationsApplied } from './migrate.ts';

/** Undefined when ready; otherwise a short Dutch reason. Throws when the database cannot be queried. */
export async function databaseReady(database: Database): Promise<string | undefined> {
  await database.db.execute(sql`select 1`);
  if (!(await migrationsApplied(database))) return 'Database nog niet bijgewerkt';
  return undefined;
}
