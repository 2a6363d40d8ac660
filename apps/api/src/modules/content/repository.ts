import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { seedOnce } from '../../db/seed-marker.ts';
import { introTourPage, menuItem, textContent } from '../../db/schema/index.ts';

export interface TourPageInput {
  title: string;
  content: string;
  image: string;
  order: number;
}

export interface MenuItemInput {
  title: string;
  link: string;
  external?: boolean;
}

export interface TourPageFields {
  title: string;
  content: string;
  image: string;
}

export interface MenuItemFields {
  title: string;
  link: string;
}

export function createContentRepository(db: Db) {
  return {
    async listIntroTour() {
      return db
        .select({
          title: introTourPage.title,
          content: introTourPage.content,
          image: introTourPage.image,
          order: introTourPage.position,
        })
        .from(introTourPage)
        .orderBy(asc(introTourPage.position), asc(introTourPage.id));
    },

    async listMenuMore() {
      return db
        .select({ title: menuItem.title, link: menuItem.link })
        .from(menuItem)
        .orderBy(asc(menuItem.position), asc(menuItem.id));
    },

    async findText(slug: string): Promise<string | undefined> {
      const rows = await db
        .select({ content: textContent.content })
        .from(textContent)
        .where(eq(textContent.slug, slug))
        .limit(1);
      return rows[0]?.content;
    },

    async saveText(slug: string, content: string): Promise<void> {
      await db
        .insert(textContent)
        .values({ slug, content })
        .onConflictDoUpdate({ target: textContent.slug, set: { content, updatedAt: sql`now()` } });
    },

    /** The tour as a whole, in the given order (one transaction: readers never see half). */
    async replaceIntroTour(pages: readonly TourPageFields[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(introTourPage);
        if (pages.length === 0) return;
        await tx
          .insert(introTourPage)
          .values(pages.map((page, index) => ({ ...page, position: index + 1 })));
      });
    },

    async replaceMenuMore(items: readonly MenuItemFields[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(menuItem);
        if (items.length === 0) return;
        await tx.insert(menuItem).values(
          items.map((item, index) => ({
            ...item,
            external: /^https?:/.test(item.link),
            position: index + 1,
          })),
        );
      });
    },

    /** The tour is seeded as a whole, once: an operator's edits and deletions stay. */
    seedIntroTour(pages: readonly TourPageInput[]): Promise<boolean> {
      return seedOnce(db, 'intro-tour', async (tx) => {
        if (pages.length === 0) return;
        await tx
          .insert(introTourPage)
          .values(pages.map(({ order, ...page }) => ({ ...page, position: order })));
      });
    },

    seedMenuMore(items: readonly MenuItemInput[]): Promise<boolean> {
      return seedOnce(db, 'menu-more', async (tx) => {
        if (items.length === 0) return;
        await tx
          .insert(menuItem)
          .values(items.map((item, index) => ({ external: true, ...item, position: index + 1 })));
      });
    },

    /** Each text once by slug; a slug the operator already made is never replaced. */
    seedText(slug: string, content: string): Promise<boolean> {
      return seedOnce(db, `text:${slug}`, async (tx) => {
        await tx
          .insert(textContent)
          .values({ slug, content })
          .onConflictDoNothing({ target: textContent.slug });
      });
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
