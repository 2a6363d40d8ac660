import { FAQ_SLUG } from '@tvt/content';
import { type FaqEntry, faqPageHtml } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { birdDrawingUrl } from '../birds/drawings.ts';
import { type OfficeActor, type OfficeWriteEffects, afterWrite } from './effects.ts';
import type { OfficeMedia } from './office-media.ts';
import type {
  MenuItemFields,
  OfficeContentRepository,
  TipFields,
  TourPageFields,
} from './repository.ts';
import { sanitiseHtml } from './sanitise-html.ts';

export const TIP_UNKNOWN = 'Deze tip bestaat niet (meer).';
export const TIP_NAME_TAKEN = 'Er is al een tip met deze naam.';
export const TIP_BIRD_UNKNOWN = 'Kies een bestaande vogelsoort voor de afbeelding.';

export interface OfficeContentDeps extends OfficeWriteEffects {
  repository: OfficeContentRepository;
  media: OfficeMedia;
  birdIds: () => Promise<Set<string>>;
}

/** The office's content: tips, texts (about, FAQ), the intro tour and the more-menu. */
export function createOfficeContentService(deps: OfficeContentDeps) {
  const { repository, media } = deps;
  const changed = (actor: OfficeActor, action: string, entity: string, rest: object) =>
    afterWrite(deps, { actor, action, entity, ...rest });

  async function existingTip(id: number) {
    const tip = await repository.findTip(id);
    if (!tip) throw new HttpError(404, TIP_UNKNOWN);
    return tip;
  }

  /** A tip's text is HTML when it has tags (the app's TipText decides the same way), else text. */
  const cleanTip = (fields: TipFields): TipFields =>
    /<[a-z][^>]*>/i.test(fields.text) ? { ...fields, text: sanitiseHtml(fields.text) } : fields;

  async function checkTip(fields: TipFields, exceptId?: number) {
    if (!(await deps.birdIds()).has(fields.birdId))
      throw new HttpError(400, TIP_BIRD_UNKNOWN, 'birdId');
    if (await repository.tipNameTaken(fields.name, exceptId))
      throw new HttpError(400, TIP_NAME_TAKEN, 'name');
  }

  const tipAnswer = <T extends { birdId: string; image: string | null }>(tip: T) => ({
    ...tip,
    imageUrl: tip.image ?? birdDrawingUrl(tip.birdId),
  });

  return {
    tips: async () => (await repository.listTips()).map(tipAnswer),

    async createTip(actor: OfficeActor, fields: TipFields) {
      await checkTip(fields);
      const tip = await repository.insertTip(cleanTip(fields));
      await changed(actor, 'tip.create', 'tip', { entityId: String(tip.id), after: tip });
      return tipAnswer(tip);
    },

    async updateTip(actor: OfficeActor, id: number, fields: TipFields) {
      const before = await existingTip(id);
      await checkTip(fields, id);
      const after = (await repository.updateTip(id, cleanTip(fields)))!;
      await changed(actor, 'tip.update', 'tip', { entityId: String(id), before, after });
      return tipAnswer(after);
    },

    async deleteTip(actor: OfficeActor, id: number) {
      const before = await existingTip(id);
      await repository.deleteTip(id);
      await changed(actor, 'tip.delete', 'tip', { entityId: String(id), before });
    },

    /** A new image for the tip (`bytes` undefined with `clear`: back to the bird's drawing). */
    async setTipImage(actor: OfficeActor, id: number, bytes: Buffer | undefined, clear = false) {
      const before = await existingTip(id);
      const image = clear ? null : await media.save(bytes, 'image');
      const after = (await repository.updateTip(id, { image }))!;
      await changed(actor, 'tip.image', 'tip', {
        entityId: String(id),
        before: { image: before.image },
        after: { image },
      });
      return tipAnswer(after);
    },

    text: async (slug: string) => ({ content: (await repository.findText(slug)) ?? '' }),

    async saveText(actor: OfficeActor, slug: string, html: string) {
      const before = await repository.findText(slug);
      const content = sanitiseHtml(html);
      await repository.saveText(slug, content);
      await changed(actor, 'text.update', 'text', { entityId: slug, before, after: content });
      return { content };
    },

    /** The FAQ as entries, stored as the one page the public app splits on its headings. */
    async saveFaq(actor: OfficeActor, intro: string, entries: readonly FaqEntry[]) {
      const clean = entries.map((e) => ({ question: e.question, answer: sanitiseHtml(e.answer) }));
      const before = await repository.findText(FAQ_SLUG);
      const content = faqPageHtml(sanitiseHtml(intro), clean);
      await repository.saveText(FAQ_SLUG, content);
      await changed(actor, 'faq.update', 'text', { entityId: FAQ_SLUG, before, after: content });
      return { content };
    },

    /** What `html` would be stored as: the preview shows exactly what publishing keeps. */
    preview: (html: string) => ({ content: sanitiseHtml(html) }),

    tour: () => repository.listTour(),

    async saveTour(actor: OfficeActor, pages: readonly TourPageFields[]) {
      const before = await repository.listTour();
      const after = pages.map((p) => ({ ...p, content: sanitiseHtml(p.content) }));
      await repository.replaceTour(after);
      await changed(actor, 'tour.update', 'intro-tour', { before, after });
      return after;
    },

    menu: () => repository.listMenu(),

    async saveMenu(actor: OfficeActor, items: readonly MenuItemFields[]) {
      const before = await repository.listMenu();
      await repository.replaceMenu(items);
      await changed(actor, 'menu.update', 'menu-more', { before, after: items });
      return [...items];
    },

    /** An image for a tour page or a text: stored, audited, its path answered. */
    async uploadImage(actor: OfficeActor, bytes: Buffer | undefined) {
      const url = await media.save(bytes, 'image');
      await deps.audit.record({ actor, action: 'media.upload', entity: 'media', after: { url } });
      return { url };
    },
  };
}

export type OfficeContentService = ReturnType<typeof createOfficeContentService>;
