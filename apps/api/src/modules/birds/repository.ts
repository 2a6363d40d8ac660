import { asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { seedMissing } from '../../db/seed-marker.ts';
import { bird, birdTip } from '../../db/schema/index.ts';
import { createBirdTipsRepository } from './tips-repository.ts';

export type BirdRow = typeof bird.$inferSelect;
export type NewBird = Omit<typeof bird.$inferInsert, 'search' | 'createdAt' | 'updatedAt'>;
export type NewBirdTip = Omit<typeof birdTip.$inferInsert, 'createdAt' | 'updatedAt'>;

export interface CountCatalogEntry {
  id: string;
  tvtbirdid: number;
  name: string;
  thresholdvalue: number;
  primary: boolean;
}

/** What the count form and the count service's checks read of a species. */
export const countCatalogColumns = {
  id: bird.id,
  tvtbirdid: bird.tvtbirdid,
  name: bird.name,
  thresholdvalue: bird.thresholdvalue,
  primary: bird.primary,
};

export function createBirdRepository(db: Db) {
  const tips = createBirdTipsRepository(db);
  return {
    /** Species whose default drawing the office replaced by an upload. */
    async uploadedDrawings(): Promise<{ id: string; drawing: string }[]> {
      const rows = await db
        .select({ id: bird.id, drawing: bird.drawing })
        .from(bird)
        .where(isNotNull(bird.drawing));
      return rows.map((row) => ({ id: row.id, drawing: row.drawing! }));
    },
    /** The count service's view of the species: what the count form and its checks need. */
    async countCatalog(): Promise<CountCatalogEntry[]> {
      return db.select(countCatalogColumns).from(bird).orderBy(asc(bird.tvtbirdid));
    },

    /** The default species not seeded before (see `seedMissing`). */
    seedBirds(birds: readonly NewBird[]): Promise<number> {
      return seedMissing(
        db,
        birds,
        (b) => `bird:${b.id}`,
        async (tx, toInsert) => {
          await tx.insert(bird).values(toInsert).onConflictDoNothing();
        },
      );
    },

    /**
     * Once per species (marker `bird-traits-3`, raised for issue 35's field-guide fixes): the
     * wizard and search fields of a row seeded by an earlier content version get the current
     * defaults (issue 13: every colour people name, the sizes, silhouettes and beaks they give,
     * other names, the habitat note). One statement,
     * so a fresh database, where no row exists yet, pays almost nothing.
     */
    refreshTraits(birds: readonly NewBird[]): Promise<number> {
      return seedMissing(
        db,
        birds,
        (b) => `bird-traits-3:${b.id}`,
        async (tx, rows) => {
          const values = sql.join(
            rows.map(
              (b) =>
                sql`(${b.id}, ${intArray(b.colours)}, ${intArray(b.alsoSizes)}, ${intArray(b.alsoSilhouettes)}, ${intArray(b.alsoBeaks)}, ${textArray(b.otherNames)}, ${b.habitatNote ?? null}::text)`,
            ),
            sql`, `,
          );
          await tx.execute(sql`update bird set colours = v.colours, also_sizes = v.also_sizes,
            also_silhouettes = v.also_silhouettes, also_beaks = v.also_beaks,
            other_names = v.other_names, habitat_note = v.habitat_note
            from (values ${values}) as v(id, colours, also_sizes, also_silhouettes, also_beaks, other_names, habitat_note)
            where bird.id = v.id`);
        },
      );
    },

    seedTips(tips: readonly NewBirdTip[]): Promise<number> {
      return seedMissing(
        db,
        tips,
        (t) => `bird-tip:${t.name}`,
        async (tx, toInsert) => {
          await tx.insert(birdTip).values(toInsert).onConflictDoNothing();
          // Explicit ids leave the serial behind; the next tip the organisation adds must not collide.
          await tx.execute(
            sql`select setval(pg_get_serial_sequence('bird_tip', 'id'), (select max(id) from bird_tip))`,
          );
        },
      );
    },

    /** Rows by id, for the detail's similar species. */
    async findByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: bird.id, name: bird.name })
        .from(bird)
        .where(inArray(bird.id, [...ids]));
    },

    /** One species with everything the guide's detail page shows; undefined when unknown. */
    async find(id: string): Promise<BirdRow | undefined> {
      const rows = await db.select().from(bird).where(eq(bird.id, id)).limit(1);
      return rows[0];
    },

    // The tips' reads are the office's too (tips-repository.ts): one query each.
    listTips: () => tips.listTips(),
    findTip: (id: number) => tips.findTip(id),
  };
}

function intArray(values: readonly number[] | undefined): SQL {
  return sql`${`{${(values ?? []).join(',')}}`}::integer[]`;
}

function textArray(values: readonly string[] | undefined): SQL {
  return sql`${`{${(values ?? []).map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
}

export type BirdRepository = ReturnType<typeof createBirdRepository>;
