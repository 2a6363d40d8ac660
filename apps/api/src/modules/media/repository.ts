import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { photo } from '../../db/schema/index.ts';

export type PhotoRow = typeof photo.$inferSelect;
export type NewPhoto = typeof photo.$inferInsert;

export interface PhotoRegistration {
  originalFileName: string;
  clientFileSize: number;
  clientWidth: number;
  clientHeight: number;
  tags: string[];
  frontend: boolean;
}

export function createPhotoRepository(db: Db) {
  return {
    async findByUniqueFileName(uniqueFileName: string): Promise<PhotoRow | undefined> {
      const rows = await db
        .select()
        .from(photo)
        .where(eq(photo.uniqueFileName, uniqueFileName))
        .limit(1);
      return rows[0];
    },

    /** Undefined when a photo with this unique file name already exists (a concurrent retry). */
    async insert(row: NewPhoto): Promise<PhotoRow | undefined> {
      const rows = await db
        .insert(photo)
        .values(row)
        .onConflictDoNothing({ target: photo.uniqueFileName })
        .returning();
      return rows[0];
    },

    async register(
      uniqueFileName: string,
      registration: PhotoRegistration,
    ): Promise<PhotoRow | undefined> {
      const rows = await db
        .update(photo)
        .set({ ...registration, registeredAt: new Date() })
        .where(eq(photo.uniqueFileName, uniqueFileName))
        .returning();
      return rows[0];
    },
  };
}

export type PhotoRepository = ReturnType<typeof createPhotoRepository>;
