import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bird, birdTip, seedMarker } from '../../db/schema/index.ts';

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

/** The count service's view of the species: what the count form and its checks need. */
export async function findCountCatalog(db: Db): Promise<CountCatalogEntry[]> {
  return db
    .select({
      id: bird.id,
      tvtbirdid: bird.tvtbirdid,
      name: bird.name,
      thresholdvalue: bird.thresholdvalue,
      primary: bird.primary,
    })
    .from(bird)
    .orderBy(asc(bird.tvtbirdid));
}

/**
 * Inserts the default rows whose seed marker is new, in one transaction. A row the organisation
 * edited or deleted keeps its state: its marker exists, so it is never written again.
 */
async function seedMissing<T>(
  db: Db,
  prefix: string,
  items: readonly T[],
  keyOf: (item: T) => string,
  insert: (tx: Db, items: T[]) => Promise<void>,
): Promise<number> {
  if (items.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedMarker)
      .values(items.map((item) => ({ key: `${prefix}:${keyOf(item)}` })))
      .onConflictDoNothing()
      .returning({ key: seedMarker.key });
    const fresh = new Set(inserted.map((row) => row.key));
    const toInsert = items.filter((item) => fresh.has(`${prefix}:${keyOf(item)}`));
    if (toInsert.length > 0) await insert(tx, toInsert);
    return toInsert.length;
  });
}

export function seedBirds(db: Db, birds: readonly NewBird[]): Promise<number> {
  return seedMissing(
    db,
    'bird',
    birds,
    (b) => b.id,
    async (tx, toInsert) => {
      await tx.insert(bird).values(toInsert).onConflictDoNothing();
    },
  );
}

/**
 * Once per species (marker `bird-traits-2`): the wizard and search fields of a row seeded by an
 * earlier content version get the current defaults (issue 13: every colour people name, the
 * sizes, silhouettes and beaks they give, other names, the habitat note). One statement, so a
 * fresh database, where no row exists yet, pays almost nothing.
 */
export function refreshBirdTraits(db: Db, birds: readonly NewBird[]): Promise<number> {
  return seedMissing(
    db,
    'bird-traits-2',
    birds,
    (b) => b.id,
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
}

function intArray(values: readonly number[] | undefined): SQL {
  return sql`${`{${(values ?? []).join(',')}}`}::integer[]`;
}

function textArray(values: readonly string[] | undefined): SQL {
  return sql`${`{${(values ?? []).map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
}

export function seedBirdTips(db: Db, tips: readonly NewBirdTip[]): Promise<number> {
  return seedMissing(
    db,
    'bird-tip',
    tips,
    (t) => t.name,
    async (tx, toInsert) => {
      await tx.insert(birdTip).values(toInsert).onConflictDoNothing();
      // Explicit ids leave the serial behind; the next tip the organisation adds must not collide.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('bird_tip', 'id'), (select max(id) from bird_tip))`,
      );
    },
  );
}

/** Rows by id, for the detail's similar species. */
export async function findBirdsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: bird.id, name: bird.name })
    .from(bird)
    .where(inArray(bird.id, [...ids]));
}

/** One species with everything the guide's detail page shows; undefined when unknown. */
export async function findBird(db: Db, id: string): Promise<BirdRow | undefined> {
  const rows = await db.select().from(bird).where(eq(bird.id, id)).limit(1);
  return rows[0];
}

const tipColumns = {
  id: birdTip.id,
  title: birdTip.title,
  text: birdTip.text,
  name: birdTip.name,
  birdId: birdTip.birdId,
};

export async function listTips(db: Db) {
  return db.select(tipColumns).from(birdTip).orderBy(asc(birdTip.position), asc(birdTip.id));
}

export async function findTip(db: Db, id: number) {
  const rows = await db.select(tipColumns).from(birdTip).where(eq(birdTip.id, id)).limit(1);
  return rows[0];
}
