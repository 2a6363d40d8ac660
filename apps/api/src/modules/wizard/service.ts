import {
  type PagingQuery,
  type ParsedWizardFilter,
  parseFilterQuery,
  rankWizardBirds,
  rowsToSkip,
} from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { sexDrawingUrl } from '../birds/drawings.ts';
import { findWizardTraits } from './repository.ts';

export type FilterQuery = Readonly<Record<string, string | string[] | undefined>>;

/** The good matches for a filter, best fit first (the domain's `rankWizardBirds`). */
export async function rankedWizardBirds(db: Db, filter: ParsedWizardFilter) {
  return rankWizardBirds(await findWizardTraits(db), filter);
}

export function createWizardService(db: Db) {
  return {
    /** Reads the filter by the domain's parser (its Dutch message on a bad value), then ranks. */
    async birds(query: FilterQuery, page: PagingQuery) {
      const parsed = parseFilterQuery(query);
      if (!parsed.ok) throw new HttpError(400, parsed.message, parsed.field);
      const ranked = await rankedWizardBirds(db, parsed.filter);
      const start = rowsToSkip(page.offset, page.limit);
      return {
        count: ranked.length,
        birds: ranked.slice(start, start + page.limit).map((b) => ({
          id: b.id,
          name: b.name,
          drawingmale: sexDrawingUrl(b.id, 'man'),
          drawingfemale: sexDrawingUrl(b.id, 'vrouw'),
        })),
      };
    },
  };
}
