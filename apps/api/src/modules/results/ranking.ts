import type { RankedSpecies, ResultTotals } from '@tvt/contract';
import type { AreaRow, SpeciesRow } from './repository.ts';

export interface Catalogue {
  names: Map<string, string>;
  imageOf: (birdId: string) => string;
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);

/** Figures of an area: counts, birds and the species of the catalogue seen there. */
export function totalsOf(
  area: AreaRow | undefined,
  species: readonly SpeciesRow[],
  names: Map<string, string>,
): ResultTotals {
  return {
    participants: area?.counts ?? 0,
    people: area?.people ?? 0,
    birds: area?.birds ?? 0,
    species: species.filter((s) => names.has(s.birdId)).length,
  };
}

/**
 * The ranking of an area: species of the catalogue by birds counted (then id), each beside its
 * rank and share in the previous campaign when that area has one.
 */
export function rank(
  area: AreaRow,
  species: readonly SpeciesRow[],
  catalogue: Catalogue,
  previous: { area: AreaRow; species: readonly SpeciesRow[] } | undefined,
): RankedSpecies[] {
  const before = new Map<string, { rank: number; birds: number; gardenShare: number }>();
  if (previous) {
    previous.species
      .filter((s) => catalogue.names.has(s.birdId))
      .forEach((s, i) =>
        before.set(s.birdId, {
          rank: i + 1,
          birds: s.birds,
          gardenShare: ratio(s.gardens, previous.area.counts),
        }),
      );
  }
  return species
    .filter((s) => catalogue.names.has(s.birdId))
    .map((s, i) => ({
      birdId: s.birdId,
      name: catalogue.names.get(s.birdId)!,
      image: catalogue.imageOf(s.birdId),
      rank: i + 1,
      birds: s.birds,
      gardens: s.gardens,
      gardenShare: ratio(s.gardens, area.counts),
      averagePerGarden: area.counts > 0 ? s.birds / area.counts : 0,
      previous: before.get(s.birdId) ?? null,
    }));
}
