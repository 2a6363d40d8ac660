import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** URL path under which the media folder is served. */
export const MEDIA_PREFIX = '/media/';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * File names come only from the server's own photo id (a UUID it generated), checked again
 * here, so nothing a client sends can reach a path.
 */
export function photoFileNames(id: string): { photo: string; small: string } {
  if (!ID.test(id)) throw new Error('not a photo id');
  return { photo: `${id}.jpg`, small: `${id}-small.jpg` };
}

export function createMediaStore(dir: string) {
  /** Written under a temporary name and renamed: a reader never sees half a file. */
  async function put(name: string, data: Buffer): Promise<void> {
    const temporary = join(dir, `.${randomUUID()}.tmp`);
    await writeFile(temporary, data);
    await rename(temporary, join(dir, name));
  }
  return {
    dir,
    ensure: () => mkdir(dir, { recursive: true }),
    async savePhoto(id: string, photo: Buffer, small: Buffer): Promise<void> {
      const names = photoFileNames(id);
      await put(names.small, small);
      await put(names.photo, photo);
    },
    async removePhoto(id: string): Promise<void> {
      const names = photoFileNames(id);
      await rm(join(dir, names.photo), { force: true });
      await rm(join(dir, names.small), { force: true });
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
