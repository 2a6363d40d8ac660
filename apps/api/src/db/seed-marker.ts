import { eq, like } from 'drizzle-orm';
import { seedMarker } from './schema/index.ts';
import type { Db } from './database.ts';

/**
 * The one seed-marker pattern: inserts the items whose marker key is new, in one
 * transaction with the markers. An item the organisation edited or deleted keeps its state: its
 * marker exists, so it is never written again. The markers' primary key serialises concurrent
 * starts: the second instance waits, then skips. Returns how many items were new.
 */
export async function seedMissing<T>(
  db: Db,
  items: readonly T[],
  /** The item's marker key, unique across all seeded content (e.g. `bird:merel`). */
  markerOf: (item: T) => string,
  insert: (tx: Db, items: T[]) => Promise<void>,
): Promise<number> {
  if (items.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedMarker)
      .values(items.map((item) => ({ key: markerOf(item) })))
      .onConflictDoNothing()
      .returning({ key: seedMarker.key });
    const fresh = new Set(inserted.map((row) => row.key));
    const toInsert = items.filter((item) => fresh.has(markerOf(item)));
    if (toInsert.length > 0) await insert(tx, toInsert);
    return toInsert.length;
  });
}

/** `seedMissing` for one item under the marker `key`; true when it was new. */
export async function seedOnce(
  db: Db,
  key: string,
  insert: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return (
    (await seedMissing(
      db,
      [key],
      (k) => k,
      (tx) => insert(tx),
    )) === 1
  );
}

/** The keys of seed markers that start with `prefix` (e.g. `demo-results:`). */
export async function seedMarkersWith(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ key: seedMarker.key })
    .from(seedMarker)
    .where(like(seedMarker.key, `${prefix}%`));
  return rows.map((r) => r.key);
}

/** Forgets a marker (figures that replaced seeded ones are no longer the seed's). */
export async function dropSeedMarker(db: Db, key: string): Promise<void> {
  await db.delete(seedMarker).where(eq(seedMarker.key, key));
}
