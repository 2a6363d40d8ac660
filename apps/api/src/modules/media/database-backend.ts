import type { MediaBlobRepository } from './blob-repository.ts';
import { type MediaBackend, checkMediaName } from './media-store.ts';

/** Media as rows of `media_blob`: shared by every instance on the same PostgreSQL. */
export function createDatabaseBackend(repository: MediaBlobRepository): MediaBackend {
  return {
    kind: 'database',
    ensure: () => Promise.resolve(),
    put: async (name, data, contentType) => repository.put(checkMediaName(name), data, contentType),
    get: async (name) => repository.get(checkMediaName(name)),
    has: async (name) => repository.has(checkMediaName(name)),
    remove: async (name) => repository.remove(checkMediaName(name)),
  };
}
