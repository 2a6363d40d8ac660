import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bird } from '../../db/schema/index.ts';
import { findWizardBirds } from '../wizard/repository.ts';
import { MAX_SUGGESTIONS } from './confidence.ts';
import type { ColourCandidate } from './recognisers/detector.ts';

/** Names of the species among `ids` that exist; unknown ids are left out. */
export async function speciesNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bird.id, name: bird.name })
    .from(bird)
    .where(inArray(bird.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Candidates for a bird's main colours through the wizard's own matching and ranking: first the
 * species showing all of them, then, dropping the least visible colour each time, those showing
 * the rest; within each step the most counted in gardens first.
 */
export async function rankByColours(
  db: Db,
  colours: readonly number[],
): Promise<ColourCandidate[]> {
  const found: ColourCandidate[] = [];
  const seen = new Set<string>();
  for (let n = colours.length; n >= 1 && found.length < MAX_SUGGESTIONS; n -= 1) {
    const { rows } = await findWizardBirds(
      db,
      { color: colours.slice(0, n) },
      { offset: 0, limit: MAX_SUGGESTIONS },
    );
    for (const row of rows) {
      if (seen.has(row.id) || found.length >= MAX_SUGGESTIONS) continue;
      seen.add(row.id);
      found.push({ id: row.id, matched: n });
    }
  }
  return found;
}
