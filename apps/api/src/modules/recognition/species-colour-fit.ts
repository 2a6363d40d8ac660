import { describeVariants, type BirdDescription } from '@tvt/content';
import { nearestColour, type ColourShare } from './colours.ts';

/**
 * How much of a bird's side view each plumage region covers, roughly, in the drawings' 200×160
 * frame: a field guide's plate read as areas. Bill, legs and eye are small but count.
 */
const REGION_AREA: Readonly<Record<string, number>> = {
  crown: 0.05,
  nape: 0.03,
  face: 0.04,
  cheek: 0.03,
  throat: 0.04,
  neck: 0.03,
  breast: 0.12,
  flank: 0.06,
  belly: 0.1,
  undertail: 0.03,
  back: 0.12,
  rump: 0.03,
  wing: 0.13,
  primaries: 0.06,
  tertials: 0.02,
  tail: 0.08,
  bill: 0.015,
  legs: 0.015,
  eye: 0.005,
};

function hexColour(hex: string): number {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return nearestColour((n >> 16) & 255, (n >> 8) & 255, n & 255);
}

/** A drawing's colour shares over the nine colours (index 1–9), from its region colours. */
export function drawingProfile(description: BirdDescription): number[] {
  const profile = new Array<number>(10).fill(0);
  let sum = 0;
  const colours = description.colours as unknown as Record<string, string | undefined>;
  for (const [region, area] of Object.entries(REGION_AREA)) {
    const hex = colours[region];
    if (!hex || !hex.startsWith('#')) continue;
    profile[hexColour(hex)]! += area;
    sum += area;
  }
  return profile.map((v) => (sum > 0 ? v / sum : 0));
}

/**
 * Colours a photo's light shifts into each other (a glossy black back reads partly grey, a grey
 * one in shade partly black): each pair shares this part of its weight before the overlap is
 * taken, so a fit does not hinge on where the palette draws its lines.
 */
const NEAR: readonly (readonly [number, number, number])[] = [
  [1, 3, 0.3], // zwart ~ grijs
  [2, 3, 0.2], // wit ~ grijs
  [3, 7, 0.5], // grijs ~ blauwgrijs
  [1, 9, 0.3], // zwart ~ bruin
  [5, 9, 0.3], // oranje ~ bruin
  [4, 8, 0.3], // geel ~ groen
  [5, 6, 0.3], // oranje ~ rood
  [4, 5, 0.3], // geel ~ oranje
];

/** Shares spread over near colours, normalised back to a total of 1. */
export function smooth(shares: ArrayLike<number>): number[] {
  const out = Array.from(shares);
  for (const [a, b, w] of NEAR) {
    out[a]! += w * (shares[b] ?? 0);
    out[b]! += w * (shares[a] ?? 0);
  }
  const sum = out.reduce((x, y) => x + y, 0);
  return out.map((v) => (sum > 0 ? v / sum : 0));
}

const profiles = new Map<string, number[][]>();

/** Every drawn plumage of a species (male, female, winter…), cached. */
function speciesProfiles(id: string): number[][] {
  let found = profiles.get(id);
  if (!found) {
    found = describeVariants(id).map((d) => smooth(drawingProfile(d)));
    profiles.set(id, found);
  }
  return found;
}

/**
 * How well the measured colours fit a species, 0–1: the overlap of the photo's colour shares
 * with the best-fitting drawn plumage of the species (histogram intersection). A species with
 * no drawing (added by the organisation) is read as its wizard colours in equal parts.
 */
export function colourFit(
  measured: readonly ColourShare[],
  species: { id: string; colours: readonly number[] },
): number {
  let plumages = speciesProfiles(species.id);
  if (plumages.length === 0 && species.colours.length > 0) {
    const even = new Array<number>(10).fill(0);
    for (const c of species.colours) even[c] = 1 / species.colours.length;
    plumages = [smooth(even)];
  }
  const raw = new Array<number>(10).fill(0);
  for (const { colour, share } of measured) raw[colour] = share;
  const photo = smooth(raw);
  let best = 0;
  for (const profile of plumages) {
    let overlap = 0;
    for (let c = 1; c <= 9; c += 1) overlap += Math.min(photo[c] ?? 0, profile[c] ?? 0);
    best = Math.max(best, overlap);
  }
  return Math.round(best * 1000) / 1000;
}
