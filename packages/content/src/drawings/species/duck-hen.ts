// The female dabbling duck's plumage, shared by the duck drawing files.
import type { Marking } from '../types.ts';
import { tint } from './paint.ts';

export const HEN = '#9c7650';
export const HEN_SCALES: Marking = { kind: 'scales', area: 'underparts', colour: '#5e4430' };
export const HEN_BACK: Marking = { kind: 'scales', area: 'back', colour: '#5e4430' };
/** A female dabbling duck: mottled brown with a dark eye-stripe. */
export function hen(
  bill: string,
  extra: Marking[] = [],
): { colours: ReturnType<typeof tint>; markings: Marking[] } {
  return {
    colours: tint({
      'crown nape neck back wing tail': HEN,
      'face cheek throat': '#c4a47e',
      'breast belly flank undertail': '#b08a62',
      bill,
    }),
    markings: [
      { kind: 'eyeStripe', colour: '#5a4030', behindOnly: false, width: 0.14 },
      HEN_SCALES,
      HEN_BACK,
      ...extra,
    ],
  };
}
