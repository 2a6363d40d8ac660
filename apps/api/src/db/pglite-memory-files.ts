import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MemoryFS, PGlite } from '@electric-sql/pglite';

/**
 * The two calls made on Emscripten's file system: PGlite types it with Emscripten's own types,
 * which are not installed here.
 */
interface EmscriptenFs {
  mkdirTree(path: string): void;
  writeFile(path: string, data: Uint8Array, options: { canOwn: boolean }): void;
}

/** One entry of a PGlite data folder: a folder (no data) or a file, by its path inside it. */
export interface PgliteDataEntry {
  path: string;
  data?: Uint8Array;
}

/** Every folder and file of a PGlite data folder on disk, read into memory. */
export function readPgliteDataFolder(folder: string): PgliteDataEntry[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true }).map((entry) => {
    const path = join(entry.parentPath, entry.name);
    const inside = relative(folder, path);
    return entry.isDirectory() ? { path: inside } : { path: inside, data: readFileSync(path) };
  });
}

/**
 * An in-memory PGlite whose data folder is written from files already in memory before
 * Postgres starts (tests: a migrated folder, read once per worker). PGlite's own `loadDataDir`
 * parses a tarball on every start, and that parse was a third of a test database's start;
 * here each start only copies the files into the memory file system, which Postgres then
 * changes freely: the entries themselves are never written to.
 */
export class MemoryFsFromFiles extends MemoryFS {
  private readonly entries: readonly PgliteDataEntry[];

  constructor(entries: readonly PgliteDataEntry[]) {
    super();
    this.entries = entries;
  }

  override async initialSyncFs(): Promise<void> {
    await super.initialSyncFs();
    const fs = (this.pg!.Module as { FS: EmscriptenFs }).FS;
    const root = PGlite.paths.PGDATA;
    fs.mkdirTree(root);
    for (const entry of this.entries) {
      const path = `${root}/${entry.path}`;
      // Our own copy, handed over (canOwn): Emscripten would copy with slice(), which on a Node
      // Buffer is a view, and every database would then write into the shared bytes.
      if (entry.data)
        fs.writeFile(path, Uint8Array.prototype.slice.call(entry.data), { canOwn: true });
      else fs.mkdirTree(path);
    }
  }
}
