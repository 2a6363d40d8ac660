import { asc, count, eq, lte, sql, type SQL } from 'drizzle-orm';
import { rowsToSkip } from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { FOLD_FROM, FOLD_TO, bird } from '../../db/schema/index.ts';
import { countCatalogColumns } from './repository.ts';

export interface Page {
  offset: number;
  limit: number;
}

/** Species ranked at or above this are 'commonly counted' (the ranking's regular garden birds). */
export const COMMON_RANK = 50;

/** Typo matches need this much trigram word similarity (pg_trgm): 'merrel' → merel, 'ekstr' → ekster. */
export const TYPO_SIMILARITY = 0.5;
/** Shorter keywords match by their letters only: a two-letter trigram match is noise. */
const TYPO_MIN_LENGTH = 4;

/** Lower case without accents, by the same SQL as the generated `search` column. */
function fold(text: SQL): SQL {
  // Capitals with accents are folded first, so the result never depends on the server's ctype.
  const lowered = sql`lower(translate(${text}, ${FOLD_FROM.toUpperCase()}, ${FOLD_TO}))`;
  return sql`translate(${lowered}, ${FOLD_FROM}, ${FOLD_TO})`;
}

/** ' ' + each other name, folded: a word start is then always after a space. */
const otherNames = fold(sql`' ' || array_to_string(${bird.otherNames}, ' | ')`);
const scientific = sql`' ' || lower(${bird.scientificName})`;
const name = sql`${bird.search}`;

/**
 * The guide's and the count form's one search (README "Search"): a keyword finds a bird by any
 * part of its Dutch name or an other name, by a word start of its scientific name ('gans' must
 * not find Mergus merganser, issue 35), accents and case ignored, and, when nothing matches
 * (`typos`), by a small typo (trigram word similarity). Rank 0: the name or an other name
 * starts with it; 1: a word of one starts with it; 2: inside one; 3: the scientific name;
 * 4: a typo match.
 */
function keywordSearch(keyword: string, typos: boolean) {
  const q = sql`(${fold(sql`${keyword}`)})`;
  const inside = (text: SQL) => sql`strpos(${text}, ${q}) > 0`;
  const wordStart = (text: SQL) => sql`strpos(${text}, ' ' || ${q}) > 0`;
  const nameStart = sql`(starts_with(${bird.search}, ' ' || ${q}) or strpos(${otherNames}, ' ' || ${q}) = 1 or strpos(${otherNames}, '| ' || ${q}) > 0)`;
  const similarity = sql`word_similarity(${q}, ${bird.search} || ${otherNames})`;
  const typo =
    typos && keyword.length >= TYPO_MIN_LENGTH
      ? sql`${similarity} >= ${TYPO_SIMILARITY}`
      : sql`false`;
  const where = sql`(${inside(name)} or ${inside(otherNames)} or ${wordStart(scientific)} or ${typo})`;
  const rank = sql`case
    when ${nameStart} then 0
    when ${wordStart(name)} or ${wordStart(otherNames)} then 1
    when ${inside(name)} or ${inside(otherNames)} then 2
    when ${wordStart(scientific)} then 3
    else 4 end`;
  return { where, order: [asc(rank), sql`${similarity} desc`] };
}

const listed = { id: bird.id, name: bird.name, drawing: bird.drawing };
/** Byte order of the folded name: on lower-case letters and spaces this is the Dutch dictionary order. */
const alphabetical = [sql`${bird.search} collate "C"`, asc(bird.id)];

/** Rows matching `where`; a page past the end still reports the total. */
async function total(db: Db, where: SQL | undefined): Promise<number> {
  const rows = await db.select({ n: count() }).from(bird).where(where);
  return rows[0]?.n ?? 0;
}

export function createBirdListRepository(db: Db) {
  /** One page of the rows matching `where` in `order`, with the total of all matching rows. */
  async function pageOf(where: SQL | undefined, order: SQL[], page: Page) {
    const [rows, count] = await Promise.all([
      db
        .select(listed)
        .from(bird)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(rowsToSkip(page.offset, page.limit)),
      total(db, where),
    ]);
    return { rows, count };
  }

  return {
    /**
     * The guide: alphabetical; with a keyword the search's matches, best first. Typo matches
     * only when no name contains the keyword, so 'meeuw' lists the gulls and not the spreeuw.
     */
    async alphabetical(keyword: string | undefined, page: Page) {
      let search = keyword ? keywordSearch(keyword, false) : undefined;
      if (keyword && (await total(db, search?.where)) === 0) search = keywordSearch(keyword, true);
      return pageOf(search?.where, [...(search?.order ?? []), ...alphabetical], page);
    },

    /** The count form's main grid, in its order. */
    async primary(page: Page) {
      return pageOf(
        eq(bird.primary, true),
        [asc(bird.primaryOrder), asc(bird.commonness), asc(bird.id)],
        page,
      );
    },

    /** The commonly counted species, most counted first. */
    async common(page: Page) {
      return pageOf(lte(bird.commonness, COMMON_RANK), [asc(bird.commonness), asc(bird.id)], page);
    },

    /** The count form's birds: the main grid in its order, then the rest alphabetically. */
    /** The count birds, with the office's uploaded drawing where one replaces the default. */
    async countBirds() {
      return db
        .select({ ...countCatalogColumns, drawing: bird.drawing })
        .from(bird)
        .orderBy(sql`${bird.primary} desc`, asc(bird.primaryOrder), ...alphabetical);
    },
  };
}

export type BirdListRepository = ReturnType<typeof createBirdListRepository>;
