// All species' drawing data, and variant lookup.
import type { BirdDescription, BirdDrawing, VariantSpec } from './types.ts';
import { CROWS_PARAKEETS } from './species/crows-parakeets.ts';
import { DIVING_DUCKS_GEESE } from './species/diving-ducks-geese.ts';
import { DUCKS } from './species/ducks.ts';
import { FINCHES_MORE } from './species/finches-more.ts';
import { GULLS_WADERS_GAMEBIRDS } from './species/gulls-waders-gamebirds.ts';
import { OWLS } from './species/owls.ts';
import { PIGEONS_WOODPECKERS } from './species/pigeons-woodpeckers.ts';
import { RAPTORS } from './species/raptors.ts';
import { SMALL_SONGBIRDS } from './species/small-songbirds.ts';
import { SPARROWS_FINCHES } from './species/sparrows-finches.ts';
import { THRUSHES } from './species/thrushes.ts';
import { SWALLOWS } from './species/swallows.ts';
import { TITS } from './species/tits.ts';
import { WATER_BIRDS } from './species/water-birds.ts';
import { WAGTAILS_BUNTINGS } from './species/wagtails-buntings.ts';

export const BIRD_DRAWINGS: readonly BirdDrawing[] = [
  ...SPARROWS_FINCHES,
  ...TITS,
  ...THRUSHES,
  ...SMALL_SONGBIRDS,
  ...FINCHES_MORE,
  ...WAGTAILS_BUNTINGS,
  ...CROWS_PARAKEETS,
  ...PIGEONS_WOODPECKERS,
  ...RAPTORS,
  ...OWLS,
  ...DUCKS,
  ...DIVING_DUCKS_GEESE,
  ...WATER_BIRDS,
  ...GULLS_WADERS_GAMEBIRDS,
  ...SWALLOWS,
];

const BY_ID = new Map(BIRD_DRAWINGS.map((b) => [b.id, b]));

export function birdDrawing(id: string): BirdDrawing | undefined {
  return BY_ID.get(id);
}

function resolve(bird: BirdDrawing, v: VariantSpec): BirdDescription {
  return {
    id: bird.id,
    name: bird.name,
    form: v.form,
    plumage: v.plumage,
    posture: bird.posture,
    beak: bird.beak,
    shape: { ...bird.shape, ...v.shape },
    colours: { ...bird.base.colours, ...v.colours },
    markings: [...(v.markings ?? bird.base.markings), ...(v.extraMarkings ?? [])],
  };
}

/** Every plumage variant of a species, the default first. */
export function describeVariants(id: string): BirdDescription[] {
  const bird = BY_ID.get(id);
  return bird ? bird.variants.map((v) => resolve(bird, v)) : [];
}

function norm(text: string | undefined): string {
  return (text ?? '').trim().toLowerCase();
}

/**
 * The description for one species in one plumage. Matches form and plumage exactly, then form
 * alone, then plumage alone, then falls back to the default variant.
 */
export function describeBird(
  id: string,
  form?: string,
  plumage?: string,
): BirdDescription | undefined {
  const all = describeVariants(id);
  const f = norm(form);
  const p = norm(plumage);
  return (
    all.find((d) => norm(d.form) === f && norm(d.plumage) === p) ??
    (f ? all.find((d) => norm(d.form) === f) : undefined) ??
    (p ? all.find((d) => norm(d.plumage) === p) : undefined) ??
    all[0]
  );
}

/** Like `describeBird`, for ids the code itself names; a missing species is a programming error. */
export function requireBird(id: string, form?: string, plumage?: string): BirdDescription {
  const d = describeBird(id, form, plumage);
  if (!d) throw new Error(`No drawing for bird: ${id}`);
  return d;
}
