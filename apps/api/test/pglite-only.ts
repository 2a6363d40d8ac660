/**
 * The API test files that the PostgreSQL tier leaves out (vitest.config.ts): what they check
 * cannot change with the database, so a second run on PostgreSQL only paid for importing and
 * running them again. pglite-only-files.test.ts keeps both lists honest.
 */

/** Files that open no database at all: parsing, pure functions, images, child processes. */
export const DATABASE_FREE_FILES = [
  'account-external-profile.test.ts',
  'address-csv.test.ts',
  'address-matching.test.ts',
  'birds-location.test.ts',
  'campaign-links.test.ts',
  'count-hash.test.ts',
  'database-boundary.test.ts',
  'drawing-overrides.test.ts',
  'env-groups.test.ts',
  'env-security.test.ts',
  'env-stateless.test.ts',
  'env.test.ts',
  'folder-cycles.test.ts',
  'identity-register-script.test.ts',
  'identity-templates.test.ts',
  'mail-outbox.test.ts',
  'migration-drift.test.ts',
  'process-guard.test.ts',
  'recognition-colours.test.ts',
  'recognition-recognisers.test.ts',
  'recognition-resemblance.test.ts',
  'response-store.test.ts',
  'results-snapshots.test.ts',
] as const;

/**
 * Files whose database is a PGlite folder of their own on either tier (real server processes
 * on one DATA_DIR): on the PostgreSQL tier they ran the same PGlite scenario a second time.
 */
export const OWN_PGLITE_FILES = ['job-shutdown.test.ts'] as const;

/** Files that skip themselves on PostgreSQL: PGlite's own behaviour, or checked once is enough. */
export const SKIPPED_ON_POSTGRES_FILES = [
  'birds-media-png-browser.test.ts',
  'openapi-drift.test.ts',
  'pglite-lock.test.ts',
  'pglite-memory-files.test.ts',
] as const;
