import { type PagingQuery, parseFilterQuery } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { sexDrawingUrl } from '../birds/drawings.ts';
import type { WizardRepository } from './repository.ts';

export type FilterQuery = Readonly<Record<string, string | string[] | undefined>>;

export function createWizardService(repository: WizardRepository) {
  return {
    /** Filters by the domain's parser (its Dutch message on a bad value), ranks by commonness. */
    async birds(query: FilterQuery, page: PagingQuery) {
      const parsed = parseFilterQuery(query);
      if (!parsed.ok) throw new HttpError(400, parsed.message, parsed.field);
      const result = await repository.find(parsed.filter, page);
      return {
        count: result.count,
        birds: result.rows.map((b) => ({
          id: b.id,
          name: b.name,
          drawingmale: sexDrawingUrl(b.id, 'man'),
          drawingfemale: sexDrawingUrl(b.id, 'vrouw'),
        })),
      };
    },
  };
}

export type WizardService = ReturnType<typeof createWizardService>;
