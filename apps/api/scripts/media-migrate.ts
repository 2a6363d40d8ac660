/**
 * Moves media files from a folder (an old MEDIA_DIR, a restored backup) into the configured
 * media store (MEDIA_STORE: database with DATABASE_URL, s3 with MEDIA_S3_BUCKET):
 *
 *   npm run media:migrate -w @tvt/api -- <folder>
 *
 * Idempotent: a name already in the store is skipped, so it can run again after an
 * interruption. The folder is left untouched; delete it once the store is verified.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { openCommandDatabase } from './command-database.ts';
import { commandConfig } from './command-env.ts';
import { createMediaBackend } from '../src/modules/media/backend.ts';
import { createMediaBlobRepository } from '../src/modules/media/blob-repository.ts';
import { migrateMediaFolder } from '../src/modules/media/migrate-files.ts';

// `npm run -w` starts in apps/api; paths and DATA_DIR mean what they mean where it was typed.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const folder = process.argv[2] && resolve(process.argv[2]);
if (!folder || !existsSync(folder) || !statSync(folder).isDirectory()) {
  process.stderr.write('Gebruik / usage: npm run media:migrate -w @tvt/api -- <map/folder>\n');
  process.exit(2);
}

const config = commandConfig();
if (config.media.store === 'folder' && resolve(config.media.dir) === folder) {
  process.stdout.write(`The media store is this folder already (${folder}): nothing to do.\n`);
  process.exit(0);
}

// Migrated, as the server would have it.
const database = await openCommandDatabase(config);
try {
  const backend = createMediaBackend(config.media, () => createMediaBlobRepository(database.db));
  await backend.ensure();
  const result = await migrateMediaFolder(folder, backend);
  process.stdout.write(
    `${JSON.stringify({ store: backend.kind, from: folder, copied: result.copied, present: result.present, ignored: result.ignored.length })}\n`,
  );
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`media:migrate failed: ${(error as Error).message}\n`);
} finally {
  await database.close();
}
