import { seedMarker } from './schema/index.ts';
import type { Db } from './database.ts';

/**
 * Runs `insert` in one transaction with a marker row for `key`, only if the marker is new. The
 * marker's primary key serialises concurrent starts: the second instance waits, then skips.
 */
export async function seedOnce(
  db: Db,
  key: string,
  insert: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(seedMarker).values({ key }).onConflictDoNothing().returning();
    if (inserted.length === 0) return false;
    await insert(tx);
    return true;
  });
}
