import { UNRECOGNISED_BIRD, countObjectSchema } from '@tvt/domain';

/** What the count service needs of a species (the bird module's `findCountCatalog`). */
export interface CatalogBird {
  id: string;
  thresholdvalue: number;
}

export interface CountCatalog {
  schema: ReturnType<typeof countObjectSchema>;
  thresholds: ReadonlyMap<string, number>;
}

export function buildCountCatalog(birds: readonly CatalogBird[]): CountCatalog {
  const thresholds = new Map(birds.map((b) => [b.id, b.thresholdvalue]));
  // 'Niet herkend' is not a species: the domain's pseudo bird, keyed '97' (spec: tvtbirdid 97).
  thresholds.set(UNRECOGNISED_BIRD.id, UNRECOGNISED_BIRD.thresholdvalue);
  return { schema: countObjectSchema(new Set(thresholds.keys())), thresholds };
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
