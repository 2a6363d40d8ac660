/** URL path under which stored media are served. */
export const MEDIA_PREFIX = '/media/';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A stored file's name: lower-case letters, digits, dots, dashes and underscores, no leading
 * dot. Every backend checks it, so a name can never become a path outside the store.
 */
export const MEDIA_NAME = /^[a-z0-9][a-z0-9._-]{0,199}$/;

export function checkMediaName(name: string): string {
  if (!MEDIA_NAME.test(name) || name.includes('..')) throw new Error('not a media name');
  return name;
}

/**
 * File names come only from the server's own photo id (a UUID it generated), checked again
 * here, so nothing a client sends can reach a path.
 */
export function photoFileNames(id: string): { photo: string; small: string } {
  if (!ID.test(id)) throw new Error('not a photo id');
  return { photo: `${id}.jpg`, small: `${id}-small.jpg` };
}

/**
 * Where media live: a folder (the embedded default), the database (the shared default with
 * DATABASE_URL) or S3-compatible object storage. Names are written once and never change, so
 * `put` of an existing name may keep the first bytes; every instance reads what any one wrote.
 */
export interface MediaBackend {
  readonly kind: 'folder' | 'database' | 's3';
  /** Prepares the store at start (creates the folder, checks the bucket). */
  ensure(): Promise<void>;
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when no file has this name. */
  get(name: string): Promise<Buffer | undefined>;
  has(name: string): Promise<boolean>;
  remove(name: string): Promise<void>;
}

/** The photo operations on top of any backend. */
export function createMediaStore(backend: MediaBackend) {
  return {
    backend,
    ensure: () => backend.ensure(),
    /** The small version first: once the photo exists, both do. */
    async savePhoto(id: string, photo: Buffer, small: Buffer): Promise<void> {
      const names = photoFileNames(id);
      await backend.put(names.small, small, 'image/jpeg');
      await backend.put(names.photo, photo, 'image/jpeg');
    },
    async removePhoto(id: string): Promise<void> {
      const names = photoFileNames(id);
      await backend.remove(names.photo);
      await backend.remove(names.small);
    },
    read: (name: string) => backend.get(checkMediaName(name)),
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
