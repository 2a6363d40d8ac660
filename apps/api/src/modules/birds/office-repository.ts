import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type BirdMediaCredits, bird } from '../../db/schema/index.ts';

/** What the office edits of a species. */
export interface BirdEditFields {
  name: string;
  scientificName: string;
  englishName: string;
  family: string;
  lengthCm: number;
  otherNames: string[];
  habitatNote: string | null;
  commonness: number;
  tip: string;
  primary: boolean;
  primaryOrder: number | null;
  thresholdvalue: number;
  similar: string[];
  sizeClass: number;
  colours: number[];
  silhouette: number;
  beak: number;
  alsoSizes: number[];
  alsoSilhouettes: number[];
  alsoBeaks: number[];
}

/** The uploaded files of a species; null: none (or the default drawing). */
export interface BirdMediaFields {
  drawing?: string | null;
  sound?: string | null;
  video?: string | null;
  credits?: BirdMediaCredits;
}

const editColumns = {
  id: bird.id,
  tvtbirdid: bird.tvtbirdid,
  name: bird.name,
  scientificName: bird.scientificName,
  englishName: bird.englishName,
  family: bird.family,
  lengthCm: bird.lengthCm,
  otherNames: bird.otherNames,
  habitatNote: bird.habitatNote,
  commonness: bird.commonness,
  tip: bird.tip,
  primary: bird.primary,
  primaryOrder: bird.primaryOrder,
  thresholdvalue: bird.thresholdvalue,
  similar: bird.similar,
  sizeClass: bird.sizeClass,
  colours: bird.colours,
  silhouette: bird.silhouette,
  beak: bird.beak,
  alsoSizes: bird.alsoSizes,
  alsoSilhouettes: bird.alsoSilhouettes,
  alsoBeaks: bird.alsoBeaks,
  drawing: bird.drawing,
  sound: bird.sound,
  video: bird.video,
  credits: bird.credits,
};

/** The office's reads and writes of species (the office-birds module's editor). */
export function createOfficeBirdRepository(db: Db) {
  return {
    list: () =>
      db
        .select({
          id: bird.id,
          name: bird.name,
          primary: bird.primary,
          thresholdvalue: bird.thresholdvalue,
        })
        .from(bird)
        .orderBy(asc(sql`${bird.search} collate "C"`)),

    async find(id: string) {
      const rows = await db.select(editColumns).from(bird).where(eq(bird.id, id)).limit(1);
      return rows[0];
    },

    async ids(): Promise<Set<string>> {
      const rows = await db.select({ id: bird.id }).from(bird);
      return new Set(rows.map((r) => r.id));
    },

    /** Another species with this scientific name, if any (the export keys on the name). */
    async nameOwner(scientificName: string, except: string): Promise<string | undefined> {
      const rows = await db
        .select({ name: bird.name })
        .from(bird)
        .where(and(eq(bird.scientificName, scientificName), ne(bird.id, except)))
        .limit(1);
      return rows[0]?.name;
    },

    async highestPrimaryOrder(): Promise<number | null> {
      const [row] = await db.select({ order: max(bird.primaryOrder) }).from(bird);
      return row?.order ?? null;
    },

    async update(id: string, fields: BirdEditFields | BirdMediaFields) {
      const rows = await db
        .update(bird)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(bird.id, id))
        .returning(editColumns);
      return rows[0];
    },
  };
}

export type OfficeBirdRepository = ReturnType<typeof createOfficeBirdRepository>;
export type OfficeBirdRow = NonNullable<Awaited<ReturnType<OfficeBirdRepository['find']>>>;
