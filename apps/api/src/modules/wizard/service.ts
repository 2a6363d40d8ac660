import {
  type PagingQuery,
  type ParsedWizardFilter,
  parseFilterQuery,
  rankWizardBirds,
  rowsToSkip,
} from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { sexDrawingUrl } from '../birds/drawings.ts';
import type { BirdTraitsRepository } from '../birds/traits-repository.ts';

export type FilterQuery = Readonly<Record<string, string | string[] | undefined>>;

export function createWizardService(repository: Pick<BirdTraitsRepository, 'wizardTraits'>) {
  /** The good matches for a filter, best fit first (the domain's `rankWizardBirds`). */
  async function ranked(filter: ParsedWizardFilter) {
    return rankWizardBirds(await repository.wizardTraits(), filter);
  }

  return {
    ranked,

    /** Every species with its wizard traits, most counted first. */
    traits: () => repository.wizardTraits(),

    /** Reads the filter by the domain's parser (its Dutch message on a bad value), then ranks. */
    async birds(query: FilterQuery, page: PagingQuery) {
      const parsed = parseFilterQuery(query);
      if (!parsed.ok) throw new HttpError(400, parsed.message, parsed.field);
      const matches = await ranked(parsed.filter);
      const start = rowsToSkip(page.offset, page.limit);
      return {
        count: matches.length,
        birds: matches.slice(start, start + page.limit).map((b) => ({
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
