import { sizeClassForLength } from './rules.ts';
import type { Bird, BirdSpecies } from './types.ts';

/**
 * Joins the species data with the ranking: size class from the length, commonness from the
 * position in `order`, and the first `primaryCount` of the order as the count form's main grid.
 * Throws when a species is missing from the order, ranked twice, or the order names an unknown
 * id, because a gap would silently drop a bird from the wizard's ranking.
 */
export function buildBirds(
  species: readonly BirdSpecies[],
  order: readonly string[],
  primaryCount: number,
): Bird[] {
  const rank = new Map<string, number>();
  order.forEach((id, index) => {
    if (rank.has(id)) throw new Error(`Bird ranked twice: ${id}`);
    rank.set(id, index + 1);
  });
  const known = new Set(species.map((s) => s.id));
  const unknown = order.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`Ranking names unknown birds: ${unknown.join(', ')}`);

  return species.map((s) => {
    const commonness = rank.get(s.id);
    if (commonness === undefined) throw new Error(`Bird missing from the ranking: ${s.id}`);
    const primary = commonness <= primaryCount;
    const sizeClass = sizeClassForLength(s.lengthCm);
    return {
      ...s,
      sizeClass,
      sizes: unique([sizeClass, ...(s.alsoSizes ?? [])]),
      silhouettes: unique([s.silhouette, ...(s.alsoSilhouettes ?? [])]),
      beaks: unique([s.beak, ...(s.alsoBeaks ?? [])]),
      commonness,
      primary,
      ...(primary ? { primaryOrder: commonness } : {}),
    };
  });
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

const collator = new Intl.Collator('nl-NL', { sensitivity: 'base' });

/** Alphabetical by Dutch name, as the bird guide lists them. */
export function compareBirdNames(a: { name: string }, b: { name: string }): number {
  return collator.compare(a.name, b.name);
}
