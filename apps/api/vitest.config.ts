import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@tvt/api',
    include: ['test/**/*.test.ts'],
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
