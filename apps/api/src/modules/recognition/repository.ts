import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bird } from '../../db/schema/index.ts';

/** Names of the species among `ids` that exist; unknown ids are left out. */
export async function speciesNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bird.id, name: bird.name })
    .from(bird)
    .where(inArray(bird.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
