import { asc, count, eq, lte, sql, type SQL } from 'drizzle-orm';
import { rowsToSkip } from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { FOLD_FROM, FOLD_TO, bird } from '../../db/schema/index.ts';

export interface Page {
  offset: number;
  limit: number;
}

/** Species ranked at or above this are 'commonly counted' (the ranking's regular garden birds). */
export const COMMON_RANK = 50;

/**
 * `like` pattern for a keyword at a word start. The keyword is folded by the same SQL
 * expression as the generated `search` column, so 'Turkse', 'TURKSE' and 'turkse' match alike.
 */
function keywordCondition(keyword: string): SQL {
  const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
  // Capitals with accents are folded first, so the keyword never depends on the server's ctype.
  const lowered = sql`lower(translate(${escaped}, ${FOLD_FROM.toUpperCase()}, ${FOLD_TO}))`;
  const folded = sql`translate(${lowered}, ${FOLD_FROM}, ${FOLD_TO})`;
  return sql`${bird.search} like '% ' || ${folded} || '%'`;
}

const listed = { id: bird.id, name: bird.name };
/** Byte order of the folded name: on lower-case letters and spaces this is the Dutch dictionary order. */
const alphabetical = [sql`${bird.search} collate "C"`, asc(bird.id)];

/** Rows matching `where`; a page past the end still reports the total. */
async function total(db: Db, where: SQL | undefined): Promise<number> {
  const rows = await db.select({ n: count() }).from(bird).where(where);
  return rows[0]?.n ?? 0;
}

export function createBirdListRepository(db: Db) {
  return {
    /** The guide: alphabetical, optionally narrowed by a keyword. */
    async alphabetical(keyword: string | undefined, page: Page) {
      const where = keyword ? keywordCondition(keyword) : undefined;
      const [rows, n] = await Promise.all([
        db
          .select(listed)
          .from(bird)
          .where(where)
          .orderBy(...alphabetical)
          .limit(page.limit)
          .offset(rowsToSkip(page.offset, page.limit)),
        total(db, where),
      ]);
      return { rows, count: n };
    },

    /** The count form's main grid, in its order. */
    async primary(page: Page) {
      const where = eq(bird.primary, true);
      const [rows, n] = await Promise.all([
        db
          .select(listed)
          .from(bird)
          .where(where)
          .orderBy(asc(bird.primaryOrder), asc(bird.commonness), asc(bird.id))
          .limit(page.limit)
          .offset(rowsToSkip(page.offset, page.limit)),
        total(db, where),
      ]);
      return { rows, count: n };
    },

    /** The commonly counted species, most counted first. */
    async common(page: Page) {
      const where = lte(bird.commonness, COMMON_RANK);
      const [rows, n] = await Promise.all([
        db
          .select(listed)
          .from(bird)
          .where(where)
          .orderBy(asc(bird.commonness), asc(bird.id))
          .limit(page.limit)
          .offset(rowsToSkip(page.offset, page.limit)),
        total(db, where),
      ]);
      return { rows, count: n };
    },

    /** The count form's birds: the main grid in its order, then the rest alphabetically. */
    async countBirds() {
      return db
        .select({
          id: bird.id,
          tvtbirdid: bird.tvtbirdid,
          name: bird.name,
          thresholdvalue: bird.thresholdvalue,
          primary: bird.primary,
        })
        .from(bird)
        .orderBy(sql`${bird.primary} desc`, asc(bird.primaryOrder), ...alphabetical);
    },
  };
}

export type BirdListRepository = ReturnType<typeof createBirdListRepository>;
