import { asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { birdTip, introTourPage, menuItem } from '../../db/schema/index.ts';
import { createContentRepository } from '../content/repository.ts';

export interface TipFields {
  name: string;
  title: string;
  text: string;
  birdId: string;
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

const tipColumns = {
  id: birdTip.id,
  name: birdTip.name,
  title: birdTip.title,
  text: birdTip.text,
  birdId: birdTip.birdId,
  image: birdTip.image,
  position: birdTip.position,
};

/** The office's writes of tips, texts, intro tour pages and more-menu items. */
export function createOfficeContentRepository(db: Db) {
  const texts = createContentRepository(db);
  return {
    listTips: () =>
      db.select(tipColumns).from(birdTip).orderBy(asc(birdTip.position), asc(birdTip.id)),

    async findTip(id: number) {
      const rows = await db.select(tipColumns).from(birdTip).where(eq(birdTip.id, id)).limit(1);
      return rows[0];
    },

    async tipNameTaken(name: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: birdTip.id })
        .from(birdTip)
        .where(eq(birdTip.name, name))
        .limit(1);
      return rows[0] !== undefined && rows[0].id !== exceptId;
    },

    /** A new tip after the last one. */
    async insertTip(fields: TipFields) {
      const [last] = await db.select({ position: max(birdTip.position) }).from(birdTip);
      const rows = await db
        .insert(birdTip)
        .values({ ...fields, position: (last?.position ?? 0) + 1 })
        .returning(tipColumns);
      return rows[0]!;
    },

    async updateTip(id: number, fields: Partial<TipFields> & { image?: string | null }) {
      const rows = await db
        .update(birdTip)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(birdTip.id, id))
        .returning(tipColumns);
      return rows[0];
    },

    async deleteTip(id: number): Promise<boolean> {
      const rows = await db.delete(birdTip).where(eq(birdTip.id, id)).returning({ id: birdTip.id });
      return rows.length > 0;
    },

    // The texts are the content repository's: one owner for text_content.
    findText: (slug: string) => texts.findText(slug),
    saveText: (slug: string, content: string) => texts.saveText(slug, content),

    listTour: () =>
      db
        .select({
          title: introTourPage.title,
          content: introTourPage.content,
          image: introTourPage.image,
        })
        .from(introTourPage)
        .orderBy(asc(introTourPage.position), asc(introTourPage.id)),

    /** The tour as a whole, in the given order (one transaction: readers never see half). */
    async replaceTour(pages: readonly TourPageFields[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(introTourPage);
        if (pages.length === 0) return;
        await tx
          .insert(introTourPage)
          .values(pages.map((page, index) => ({ ...page, position: index + 1 })));
      });
    },

    listMenu: () =>
      db
        .select({ title: menuItem.title, link: menuItem.link })
        .from(menuItem)
        .orderBy(asc(menuItem.position), asc(menuItem.id)),

    async replaceMenu(items: readonly MenuItemFields[]): Promise<void> {
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
  };
}

export type OfficeContentRepository = ReturnType<typeof createOfficeContentRepository>;
