import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { seed } from '../../src/seed.ts';
import { type Config, parseEnv } from '../../src/env.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  logStream?: Writable;
  /** Adds routes before the app is ready (to reach framework paths no real route uses yet). */
  extend?: (app: FastifyInstance) => void;
  onRoute?: (route: RouteOptions) => void;
  /** Changes the parsed Config: timings that are constants, not environment keys. */
  tune?: (config: Config) => void;
}

/** The real app on a fresh, migrated and seeded database; no web build unless env says so. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = parseEnv({
    LOG_LEVEL: 'silent',
    // Tests that read the log see every line.
    ACCESS_LOG_SAMPLE: '1',
    WEB_DIST_DIR: join(mkdtempSync(join(tmpdir(), 'tvt-nodist-')), 'dist'),
    ...options.env,
  });
  options.tune?.(config);
  // The default content is in the seeded snapshot; an override campaign is seeded on its own.
  const { database, state, dispose } = await createTestDatabase(
    config.campaignOverride ? 'migrated' : 'seeded',
  );
  let app: FastifyInstance;
  try {
    if (state === 'empty') await runMigrations(database);
    if (state !== 'seeded') await seed(database, { campaignOverride: config.campaignOverride });
    app = await buildApp({
      config,
      database,
      ...(options.now ? { now: options.now } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    });
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    // A failed build must not leave a PostgreSQL test database behind.
    await dispose();
    throw error;
  }
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
