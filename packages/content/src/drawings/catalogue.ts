// All species' drawing data, and variant lookup.
import type { BirdDescription, BirdDrawing, VariantSpec } from './types.ts';
import { BUNTINGS } from './species/buntings.ts';
import { CHATS_WARBLERS } from './species/chats-warblers.ts';
import { CORMORANT } from './species/cormorant.ts';
import { CROWS } from './species/crows.ts';
import { DIVING_DUCKS } from './species/diving-ducks.ts';
import { DUCKS } from './species/ducks.ts';
import { DUCKS_MORE } from './species/ducks-more.ts';
import { FALCONS } from './species/falcons.ts';
import { FINCHES } from './species/finches.ts';
import { FINCHES_MORE } from './species/finches-more.ts';
import { GEESE_SWANS } from './species/geese-swans.ts';
import { GULLS } from './species/gulls.ts';
import { HAWKS } from './species/hawks.ts';
import { HERONS_STORK } from './species/herons-stork.ts';
import { LONG_TAILED_TIT_CLIMBERS } from './species/long-tailed-tit-climbers.ts';
import { OWLS } from './species/owls.ts';
import { PARAKEETS } from './species/parakeets.ts';
import { PIGEONS } from './species/pigeons.ts';
import { SISKIN_LINNET_REDPOLL } from './species/siskin-linnet-redpoll.ts';
import { SMALL_SONGBIRDS } from './species/small-songbirds.ts';
import { SPARROWS } from './species/sparrows.ts';
import { STARLING_WAXWING } from './species/starling-waxwing.ts';
import { SWALLOWS } from './species/swallows.ts';
import { THRUSHES } from './species/thrushes.ts';
import { TITS } from './species/tits.ts';
import { WADERS_GAMEBIRDS } from './species/waders-gamebirds.ts';
import { WAGTAILS_PIPIT } from './species/wagtails-pipit.ts';
import { WATER_BIRDS } from './species/water-birds.ts';
import { WOODPECKERS_KINGFISHER } from './species/woodpeckers-kingfisher.ts';

export const BIRD_DRAWINGS: readonly BirdDrawing[] = [
  ...SPARROWS,
  ...FINCHES,
  ...SISKIN_LINNET_REDPOLL,
  ...FINCHES_MORE,
  ...BUNTINGS,
  ...TITS,
  ...LONG_TAILED_TIT_CLIMBERS,
  ...SMALL_SONGBIRDS,
  ...CHATS_WARBLERS,
  ...WAGTAILS_PIPIT,
  ...THRUSHES,
  ...STARLING_WAXWING,
  ...CROWS,
  ...PARAKEETS,
  ...PIGEONS,
  ...WOODPECKERS_KINGFISHER,
  ...HAWKS,
  ...FALCONS,
  ...OWLS,
  ...DUCKS,
  ...DUCKS_MORE,
  ...DIVING_DUCKS,
  ...GEESE_SWANS,
  ...HERONS_STORK,
  ...CORMORANT,
  ...WATER_BIRDS,
  ...GULLS,
  ...WADERS_GAMEBIRDS,
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
