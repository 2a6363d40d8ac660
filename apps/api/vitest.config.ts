import { configDefaults, defineProject } from 'vitest/config';
import {
  DATABASE_FREE_FILES,
  OWN_PGLITE_FILES,
  SKIPPED_ON_POSTGRES_FILES,
} from './test/pglite-only.ts';

// The PostgreSQL tier (TEST_DATABASE_URL) runs the files that open a database; the rest run on
// the PGlite tier only (test/pglite-only.ts).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const pgliteOnly = [...DATABASE_FREE_FILES, ...OWN_PGLITE_FILES, ...SKIPPED_ON_POSTGRES_FILES].map(
  (f) => `test/${f}`,
);

export default defineProject({
  test: {
    name: '@tvt/api',
    include: ['test/**/*.test.ts'],
    exclude: onPostgres ? [...configDefaults.exclude, ...pgliteOnly] : configDefaults.exclude,
    // Migrates and seeds once per run; each test database starts from that copy.
    globalSetup: ['test/helpers/database-templates.ts'],
    // One Redis database per worker (REDIS_URL): files in parallel share no keys.
    setupFiles: ['test/helpers/redis-per-worker.ts'],
    // PGlite boots a WASM Postgres per test file and the machine is shared: be generous.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Test files share a worker's module cache: each builds its own app and database, so the
    // only cost of isolation was importing Fastify and every module again per file.
    isolate: false,
  },
});
