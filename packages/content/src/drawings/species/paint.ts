// Authoring helpers: colours are written grouped by value ('crown face throat': black), which
// keeps each species short and shows at a glance which regions share a colour.
import type { Colours } from '../types.ts';

const REQUIRED = [
  'crown',
  'face',
  'throat',
  'breast',
  'belly',
  'back',
  'wing',
  'tail',
  'bill',
  'legs',
  'eye',
] as const;
const OPTIONAL = [
  'nape',
  'cheek',
  'neck',
  'flank',
  'undertail',
  'rump',
  'wingBars',
  'primaries',
  'tertials',
  'billTip',
  'lowerBill',
  'eyeRing',
] as const;
const REGIONS = new Set<string>([...REQUIRED, ...OPTIONAL]);

/** Partial colours from space-separated region lists; throws on an unknown region name. */
export function tint(groups: Record<string, string>): Partial<Colours> {
  const out: Record<string, string> = {};
  for (const [regions, colour] of Object.entries(groups)) {
    if (!/^#[0-9a-f]{6}$/.test(colour)) throw new Error(`Not a #rrggbb colour: ${colour}`);
    for (const region of regions.split(/\s+/)) {
      if (!REGIONS.has(region)) throw new Error(`Unknown region: ${region}`);
      out[region] = colour;
    }
  }
  return out;
}

/** Complete colours; throws when a required region is missing. */
export function paint(groups: Record<string, string>): Colours {
  const out = tint(groups);
  const missing = REQUIRED.filter((r) => out[r] === undefined);
  if (missing.length) throw new Error(`Missing regions: ${missing.join(', ')}`);
  return out as Colours;
}
