import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { type ParsedWizardFilter, type PagingQuery, rowsToSkip } from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { bird } from '../../db/schema/index.ts';

/** The matching rules of README.md, as SQL conditions. */
function conditions(filter: ParsedWizardFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.size !== undefined) parts.push(eq(bird.sizeClass, filter.size));
  if (filter.color !== undefined && filter.color.length > 0) {
    // The species shows every chosen colour (array containment).
    const chosen = sql.join(
      filter.color.map((c) => sql`${c}`),
      sql`, `,
    );
    parts.push(sql`${bird.colours} @> array[${chosen}]::integer[]`);
  }
  if (filter.silhouette !== undefined) parts.push(eq(bird.silhouette, filter.silhouette));
  if (filter.beak !== undefined) parts.push(eq(bird.beak, filter.beak));
  return parts.length > 0 ? and(...parts) : undefined;
}

export function createWizardRepository(db: Db) {
  return {
    /** Matching species, most counted in gardens first, one page, with the total. */
    async find(filter: ParsedWizardFilter, page: PagingQuery) {
      const where = conditions(filter);
      const [rows, totals] = await Promise.all([
        db
          .select({ id: bird.id, name: bird.name })
          .from(bird)
          .where(where)
          .orderBy(asc(bird.commonness), asc(bird.id))
          .limit(page.limit)
          .offset(rowsToSkip(page.offset, page.limit)),
        db.select({ n: count() }).from(bird).where(where),
      ]);
      return { rows, count: totals[0]?.n ?? 0 };
    },
  };
}

export type WizardRepository = ReturnType<typeof createWizardRepository>;
