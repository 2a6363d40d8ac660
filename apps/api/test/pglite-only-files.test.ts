import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_FREE_FILES, OWN_PGLITE_FILES, SKIPPED_ON_POSTGRES_FILES } from './pglite-only.ts';

const TEST_DIR = new URL('./', import.meta.url);

/**
 * What opens a database in a test (a call or an import; a helper's own definition is not one):
 * the helpers, the app, a server process on a data folder.
 */
const OPENS_DATABASE =
  /(?<!function )\b(createTestApp|createTestDatabase|createScriptDatabase|openDatabase|createMediaTestApp|startIdentityServer|startInstance|startServer|buildApp|onPostgres)\b|TEST_DATABASE_URL/;

/** What takes the tier's database: PostgreSQL when TEST_DATABASE_URL is set. */
const TIER_DATABASE =
  /\b(createTestApp|createTestDatabase|createScriptDatabase|createMediaTestApp|startIdentityServer|onPostgres|DATABASE_URL)\b|TEST_DATABASE_URL/;

/** The file's source and that of every test helper it imports (relative, inside test/). */
function sourceWithLocalImports(file: URL, seen = new Set<string>()): string {
  if (seen.has(file.href)) return '';
  seen.add(file.href);
  const source = readFileSync(file, 'utf8');
  let all = source;
  for (const [, path] of source.matchAll(/from '(\.\.?\/[^']+\.ts)'/g)) {
    const target = new URL(path!, file);
    if (target.href.startsWith(TEST_DIR.href)) all += sourceWithLocalImports(target, seen);
  }
  return all;
}

describe('files the PostgreSQL tier leaves out (pglite-only.ts)', () => {
  it.each(DATABASE_FREE_FILES)('%s opens no database, itself or through a helper', (name) => {
    const file = new URL(name, TEST_DIR);
    expect(existsSync(file), `${name} is gone: take it off the list`).toBe(true);
    expect(sourceWithLocalImports(file)).not.toMatch(OPENS_DATABASE);
  });

  it.each(OWN_PGLITE_FILES)("%s opens its own PGlite folder, never the tier's database", (name) => {
    const file = new URL(name, TEST_DIR);
    expect(existsSync(file), `${name} is gone: take it off the list`).toBe(true);
    const source = sourceWithLocalImports(file);
    expect(source).toMatch(/openDatabase\(\{ pgliteDir/);
    expect(source).not.toMatch(TIER_DATABASE);
  });

  it.each(SKIPPED_ON_POSTGRES_FILES)('%s skips itself on PostgreSQL', (name) => {
    const file = new URL(name, TEST_DIR);
    expect(existsSync(file), `${name} is gone: take it off the list`).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(
      /describe\.skipIf\((onPostgres|Boolean\(process\.env\.TEST_DATABASE_URL\))\)/,
    );
  });

  it('would notice a file that opens a database', () => {
    expect(sourceWithLocalImports(new URL('security-rate-limits.test.ts', TEST_DIR))).toMatch(
      OPENS_DATABASE,
    );
    expect(sourceWithLocalImports(new URL('mail-smtp.test.ts', TEST_DIR))).toMatch(OPENS_DATABASE);
  });
});
