import type { MediaConfig } from '../../env-stateless.ts';
import type { MediaBlobRepository } from './blob-repository.ts';
import { createDatabaseBackend } from './database-backend.ts';
import { createFolderBackend } from './folder-backend.ts';
import type { MediaBackend } from './media-store.ts';
import { createS3Backend } from './s3-backend.ts';

/** The configured media backend; the blob repository is only used by the database store. */
export function createMediaBackend(
  config: MediaConfig,
  blobs: () => MediaBlobRepository,
): MediaBackend {
  switch (config.store) {
    case 's3':
      if (!config.s3) throw new Error('MEDIA_STORE=s3 without its settings');
      return createS3Backend(config.s3);
    case 'database':
      return createDatabaseBackend(blobs());
    case 'folder':
      return createFolderBackend(config.dir);
  }
}
