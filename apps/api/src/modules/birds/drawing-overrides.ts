import { birdDrawingUrl } from './drawings.ts';

/**
 * The drawings the office uploaded in place of a species' default one, kept in memory so that
 * the totals, the top 3 and the results can name a bird's image without a query per answer.
 * Loaded at start and again after every content edit (the content version's change), on every
 * instance.
 */
export function createDrawingOverrides(load: () => Promise<{ id: string; drawing: string }[]>) {
  let uploaded = new Map<string, string>();
  return {
    async refresh(): Promise<void> {
      uploaded = new Map((await load()).map((row) => [row.id, row.drawing]));
    },
    /** The uploaded replacement, else the default drawing ('' when the species has none). */
    imageOf: (id: string): string => uploaded.get(id) ?? birdDrawingUrl(id),
  };
}
