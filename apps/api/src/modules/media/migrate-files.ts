import { readFile, readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { MEDIA_NAME, type MediaBackend } from './media-store.ts';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

export interface MigrateResult {
  copied: number;
  /** Already in the store: names never change, so a stored name is the same file. */
  present: number;
  /** Not a media file name (temporary dot-files, folders, anything else). */
  ignored: string[];
}

/**
 * Copies every media file of `dir` into `backend` that is not there yet: running it again, or
 * after an interruption, copies only what is missing. The folder itself is left as it was.
 */
export async function migrateMediaFolder(
  dir: string,
  backend: MediaBackend,
  onFile: (name: string, copied: boolean) => void = () => undefined,
): Promise<MigrateResult> {
  const result: MigrateResult = { copied: 0, present: 0, ignored: [] };
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isFile() || !MEDIA_NAME.test(entry.name) || entry.name.includes('..')) {
      result.ignored.push(entry.name);
      continue;
    }
    if (await backend.has(entry.name)) {
      result.present += 1;
      onFile(entry.name, false);
      continue;
    }
    const type = TYPES[extname(entry.name).toLowerCase()] ?? 'application/octet-stream';
    await backend.put(entry.name, await readFile(join(dir, entry.name)), type);
    result.copied += 1;
    onFile(entry.name, true);
  }
  return result;
}
