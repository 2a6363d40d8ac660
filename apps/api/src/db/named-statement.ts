import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './database.ts';

const dialect = new PgDialect();

/**
 * Runs a statement that is sent many times with the same text (only its parameters change) as a
 * named prepared statement on PostgreSQL: each connection parses and plans it once instead of on
 * every call. For the count insert that took PostgreSQL's CPU per count from 1.0 to 0.4 ms
 * (apps/api/bench/README.md). `name` must stand for one text only. PGlite (one process, no
 * pool) runs it as before. Returns what `db.execute` returns: `{ rows }`.
 */
export async function executeNamed(db: Db, name: string, query: SQL): Promise<unknown> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return db.execute(query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return client.query({ name, text, values: params });
}
