import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockPgliteDir } from './pglite-lock.ts';
import { MemoryFsFromFiles, type PgliteDataEntry } from './pglite-memory-files.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The driver-independent Drizzle handle the repositories work with. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs `work` holding a session-level advisory lock (PostgreSQL only; PGlite is one process). */
  withLock<T>(key: number, work: (db: Db) => Promise<T>): Promise<T>;
  /** PostgreSQL's pool for /metrics: connections in use, idle, and requests waiting for one. */
  poolStats?: () => { inUse: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /**
   * The files of a PGlite data folder to start from, in memory (tests' migrated snapshot,
   * `pglite-memory-files.ts`); `pgliteDir` is then not used.
   */
  pgliteFiles?: readonly PgliteDataEntry[];
  poolMax?: number;
  /** PostgreSQL: how long to wait for a connection (default 2000 ms). */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: the server's `statement_timeout` (0 = none, the default for scripts such as
   * the address import; the server passes DATABASE_STATEMENT_TIMEOUT_MS). The client gives up
   * at the same moment on its own too, for a path that has gone silent (no answer at all): no
   * request waits longer than the database's own limit.
   */
  statementTimeoutMs?: number;
}

/** The PGlite folder for a DATA_DIR. */
export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'db');
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, {
      max: options.poolMax ?? 10,
      connectTimeoutMs: options.connectTimeoutMs ?? 2000,
      statementTimeoutMs: options.statementTimeoutMs ?? 0,
    });
  }
  // Files to start from are written into memory: the database is the process's own.
  if (options.pgliteFiles) return openPglite('memory://', options.pgliteFiles);
  return openPglite(options.pgliteDir ?? 'memory://', undefined);
}

/**
 * The extensions every PGlite client loads, the test snapshots' too: pg_trgm for the guide's
 * search (migration 0007 creates the extension, as on PostgreSQL).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(
  dir: string,
  files: readonly PgliteDataEntry[] | undefined,
): Promise<Database> {
  // One process per data folder (pglite-lock.ts); a memory database is the process's own.
  let unlock: () => void = () => undefined;
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    unlock = lockPgliteDir(dir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(files ? { fs: new MemoryFsFromFiles(files) } : { dataDir: dir }),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    withLock: (_key, work) => work(db),
    async close() {
      await client.close();
      unlock();
    },
  };
}

interface PostgresLimits {
  max: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

async function openPostgres(url: string, limits: PostgresLimits): Promise<Database> {
  const { max, connectTimeoutMs, statementTimeoutMs } = limits;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs }
      : {}),
  });
  // A client losing its connection (failover, pg_terminate_backend) must not crash the
  // process. The pool listens only while a client is idle; a checked-out client (inside a
  // transaction, say) emits 'error' with nobody listening, so each gets its own listener for
  // life. The query in flight fails on its own; the pool drops the client when released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await pool.query('select 1');
  return {
    db,
    driver: 'postgres',
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    // Its own connection without the timeouts: waiting for another instance's migrations or
    // key creation may rightly take longer than any single statement should.
    async withLock(key, work) {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: connectTimeoutMs,
      });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work(drizzlePg({ client, schema }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}
