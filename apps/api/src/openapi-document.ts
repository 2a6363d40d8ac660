import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { runMigrations } from './db/migrate.ts';
import { parseEnv } from './env.ts';

/** Where the committed document lives (`npm run openapi -w @tvt/api` writes it). */
export const OPENAPI_FILE = new URL('../openapi.json', import.meta.url);

/**
 * The OpenAPI document of the code as it is, built from a fixed environment so that it is the
 * same on every machine: the default services, no external issuer, a fixed address and version.
 */
export async function generateOpenApiDocument(): Promise<string> {
  const config = parseEnv({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    BUILD_ID: 'openapi',
    WEB_DIST_DIR: join(mkdtempSync(join(tmpdir(), 'tvt-openapi-')), 'dist'),
  });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await runMigrations(database);
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      return `${JSON.stringify(app.swagger(), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
