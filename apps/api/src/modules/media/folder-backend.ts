import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type MediaBackend, checkMediaName } from './media-store.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Media as files in one folder: the embedded default (one process, or a shared volume). */
export function createFolderBackend(dir: string): MediaBackend {
  const path = (name: string) => join(dir, checkMediaName(name));
  return {
    kind: 'folder',
    ensure: () => mkdir(dir, { recursive: true }).then(() => undefined),
    /** Written under a temporary dot-name and renamed: a reader never sees half a file. */
    async put(name, data) {
      const target = path(name);
      const temporary = join(dir, `.${randomUUID()}.tmp`);
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async get(name) {
      try {
        return await readFile(path(name));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async has(name) {
      return access(path(name)).then(
        () => true,
        () => false,
      );
    },
    remove: async (name) => rm(path(name), { force: true }),
  };
}
