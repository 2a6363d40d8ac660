import type { Db } from '../../db/database.ts';
import { createBirdTipsRepository } from '../birds/tips-repository.ts';
import {
  type MenuItemFields,
  type TourPageFields,
  createContentRepository,
} from '../content/repository.ts';

export type { TipFields } from '../birds/tips-repository.ts';
export type { MenuItemFields, TourPageFields } from '../content/repository.ts';

/**
 * The office's reads and writes of tips, texts, intro tour pages and more-menu items, each
 * through its owner: the tips are the birds module's, the rest the content module's.
 */
export function createOfficeContentRepository(db: Db) {
  const tips = createBirdTipsRepository(db);
  const content = createContentRepository(db);
  return {
    ...tips,
    findText: (slug: string) => content.findText(slug),
    saveText: (slug: string, text: string) => content.saveText(slug, text),
    /** The tour without its positions: the office edits the order as the list's order. */
    listTour: async () =>
      (await content.listIntroTour()).map(({ title, content: text, image }) => ({
        title,
        content: text,
        image,
      })),
    replaceTour: (pages: readonly TourPageFields[]) => content.replaceIntroTour(pages),
    listMenu: () => content.listMenuMore(),
    replaceMenu: (items: readonly MenuItemFields[]) => content.replaceMenuMore(items),
  };
}

export type OfficeContentRepository = ReturnType<typeof createOfficeContentRepository>;
