import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@tvt/api',
    include: ['test/**/*.test.ts'],
    // Migrates once per run; each test file's PGlite database loads the dump.
    globalSetup: ['test/helpers/pglite-snapshots.ts'],
    // PGlite boots a WASM Postgres per test file and the machine is shared: be generous.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
