import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mediaBlob } from '../../db/schema/index.ts';

/** The database media store's table: one row per file name. */
export function createMediaBlobRepository(db: Db) {
  return {
    /** A name is written once: a second write of the same name keeps the first bytes. */
    async put(name: string, data: Buffer, contentType: string): Promise<void> {
      await db
        .insert(mediaBlob)
        .values({ name, data, contentType, byteSize: data.length })
        .onConflictDoNothing({ target: mediaBlob.name });
    },
    async get(name: string): Promise<Buffer | undefined> {
      const rows = await db
        .select({ data: mediaBlob.data })
        .from(mediaBlob)
        .where(eq(mediaBlob.name, name))
        .limit(1);
      return rows[0]?.data;
    },
    async has(name: string): Promise<boolean> {
      const rows = await db
        .select({ name: mediaBlob.name })
        .from(mediaBlob)
        .where(eq(mediaBlob.name, name))
        .limit(1);
      return rows.length > 0;
    },
    async remove(name: string): Promise<void> {
      await db.delete(mediaBlob).where(eq(mediaBlob.name, name));
    },
  };
}

export type MediaBlobRepository = ReturnType<typeof createMediaBlobRepository>;
