// The species list and its lookups. Plain data plus pure functions; nothing here does I/O.
import { buildBirds, compareBirdNames } from './catalogue.ts';
import { CROWS_PARAKEETS } from './species/crows-parakeets.ts';
import { DUCKS } from './species/ducks.ts';
import { GEESE_SWANS } from './species/geese-swans.ts';
import { GULLS_WADERS_GAMEBIRDS } from './species/gulls-waders-gamebirds.ts';
import { PIGEONS_WOODPECKERS } from './species/pigeons-woodpeckers.ts';
import { RAPTORS_OWLS } from './species/raptors-owls.ts';
import { SMALL_SONGBIRDS } from './species/small-songbirds.ts';
import { SPARROWS_FINCHES } from './species/sparrows-finches.ts';
import { THRUSHES_STARLINGS } from './species/thrushes-starlings.ts';
import { TITS_CLIMBERS } from './species/tits-climbers.ts';
import { WATER_BIRDS } from './species/water-birds.ts';
import { COMMONNESS_ORDER, PRIMARY_COUNT } from './ranking.ts';
import type { Bird, BirdSpecies } from './types.ts';

export type * from './types.ts';
export { birdIdFromName, sizeClassForLength, SIZE_CLASS_LOWER_BOUNDS_CM } from './rules.ts';
export { COMMONNESS_ORDER, PRIMARY_COUNT } from './ranking.ts';

/** Every species as written in the data files, grouped by family. */
export const BIRD_SPECIES: readonly BirdSpecies[] = [
  ...SPARROWS_FINCHES,
  ...TITS_CLIMBERS,
  ...SMALL_SONGBIRDS,
  ...THRUSHES_STARLINGS,
  ...CROWS_PARAKEETS,
  ...PIGEONS_WOODPECKERS,
  ...RAPTORS_OWLS,
  ...DUCKS,
  ...GEESE_SWANS,
  ...WATER_BIRDS,
  ...GULLS_WADERS_GAMEBIRDS,
];

/** All birds, alphabetical by Dutch name (the bird guide's order). */
export const BIRDS: readonly Bird[] = buildBirds(
  BIRD_SPECIES,
  COMMONNESS_ORDER,
  PRIMARY_COUNT,
).sort(compareBirdNames);

const byId = new Map(BIRDS.map((b) => [b.id, b]));
const byTvtbirdid = new Map(BIRDS.map((b) => [b.tvtbirdid, b]));
const byCommonness: readonly Bird[] = [...BIRDS].sort((a, b) => a.commonness - b.commonness);
const primaries: readonly Bird[] = byCommonness.filter((b) => b.primary);

export function birdById(id: string): Bird | undefined {
  return byId.get(id);
}

export function birdByTvtbirdid(tvtbirdid: number): Bird | undefined {
  return byTvtbirdid.get(tvtbirdid);
}

/** The count form's main grid, in `primaryOrder`. */
export function primaryBirds(): readonly Bird[] {
  return primaries;
}

/** All birds, most counted first (the wizard ranks its results this way). */
export function birdsByCommonness(): readonly Bird[] {
  return byCommonness;
}
