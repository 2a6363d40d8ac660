import { UNRECOGNISED_BIRD as CONTENT_UNRECOGNISED } from '@tvt/content';
import { UNRECOGNISED_BIRD, countObjectSchema } from '@tvt/domain';

/** What the count service needs of a species (the bird module's `findCountCatalog`). */
export interface CatalogBird {
  id: string;
  thresholdvalue: number;
}

export interface CountCatalog {
  schema: ReturnType<typeof countObjectSchema>;
  thresholds: ReadonlyMap<string, number>;
  /** Map key as sent → the key stored; only the 'Niet herkend' alias differs. */
  canonicalId: (id: string) => string;
}

/**
 * The 'Niet herkend' pseudo bird is keyed '97' in the domain rules and 'niet-herkend' in the
 * default content; a count keyed either way is accepted and stored under the domain's id.
 */
const ALIASES: ReadonlyMap<string, string> = new Map([
  [CONTENT_UNRECOGNISED.id, UNRECOGNISED_BIRD.id],
]);

export function buildCountCatalog(birds: readonly CatalogBird[]): CountCatalog {
  const thresholds = new Map(birds.map((b) => [b.id, b.thresholdvalue]));
  thresholds.set(UNRECOGNISED_BIRD.id, UNRECOGNISED_BIRD.thresholdvalue);
  const known = new Set([...thresholds.keys(), ...ALIASES.keys()]);
  return {
    schema: countObjectSchema(known),
    thresholds,
    canonicalId: (id) => ALIASES.get(id) ?? id,
  };
}

/**
 * The species change only when the organisation edits them: a short memory keeps the catalog
 * query (and the schema build) off the hot path of a submission. Concurrent misses share a load.
 */
export function createCatalogCache(load: () => Promise<readonly CatalogBird[]>, ttlMs = 60_000) {
  let cached: { catalog: CountCatalog; until: number } | undefined;
  let pending: Promise<CountCatalog> | undefined;
  return async function current(): Promise<CountCatalog> {
    if (cached && cached.until > Date.now()) return cached.catalog;
    pending ??= load()
      .then((birds) => {
        const catalog = buildCountCatalog(birds);
        cached = { catalog, until: Date.now() + ttlMs };
        return catalog;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
