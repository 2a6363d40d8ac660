import { HttpError } from '../../http-error.ts';
import type { ContentRepository } from './repository.ts';

export const TEXT_NOT_FOUND = 'Deze tekst bestaat niet.';

export function createContentService(repository: ContentRepository) {
  return {
    introTour: () => repository.listIntroTour(),
    menuMore: () => repository.listMenuMore(),
    async text(slug: string): Promise<{ content: string }> {
      const content = await repository.findText(slug);
      if (content === undefined) throw new HttpError(404, TEXT_NOT_FOUND, 'slug');
      return { content };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
