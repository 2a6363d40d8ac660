// Swallows and swift, drawn in flight. Summer birds, but people report them and the wizard's
// swallow silhouette is drawn from them.
import type { BirdDrawing } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { paint } from './paint.ts';

export const SWALLOWS: BirdDrawing[] = [
  {
    id: 'boerenzwaluw',
    name: 'Boerenzwaluw',
    posture: 'swallow',
    beak: 3,
    shape: { tail: 1.35, bill: 0.6 },
    base: {
      colours: paint({
        'crown nape back wing': '#1e2a4a',
        face: '#1e2a4a',
        throat: '#a8322a',
        breast: '#1e2a4a',
        'belly undertail': '#f4ece0',
        primaries: '#1a2236',
        tail: '#1e2a4a',
        bill: '#1e1e20',
        legs: '#2a2a2a',
        eye: EYE,
      }),
      markings: [
        { kind: 'mask', colour: '#a8322a', small: true },
        { kind: 'sheen', colour: '#3a5a9a' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'huiszwaluw',
    name: 'Huiszwaluw',
    posture: 'swallow',
    beak: 3,
    shape: { tail: 0.6, bill: 0.6, plump: 1.15 },
    base: {
      colours: paint({
        'crown nape back wing': '#1e2a4a',
        face: '#1e2a4a',
        'throat breast belly undertail': '#f6f6f4',
        rump: WHITE,
        primaries: '#1a2236',
        tail: '#1e2a4a',
        bill: '#1e1e20',
        legs: '#f2f2f0',
        eye: EYE,
      }),
      markings: [{ kind: 'sheen', colour: '#3a5a9a' }],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'gierzwaluw',
    name: 'Gierzwaluw',
    posture: 'swallow',
    beak: 3,
    shape: { tail: 0.75, wing: 1.2, bill: 0.5 },
    base: {
      colours: paint({
        'crown nape face back wing breast belly undertail': '#3a3430',
        throat: '#cfc8c0',
        primaries: '#2e2a26',
        tail: '#3a3430',
        bill: '#1e1e20',
        legs: '#2a2a2a',
        eye: EYE,
      }),
      markings: [],
    },
    variants: [{ form: 'volwassen' }],
  },
];
