// Starling and waxwing.
import type { BirdDrawing } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

export const STARLING_WAXWING: BirdDrawing[] = [
  {
    id: 'spreeuw',
    name: 'Spreeuw',
    posture: 'songbird',
    beak: 2,
    shape: {
      body: 1.05,
      plump: 1.0,
      tail: 0.75,
      tailShape: 'square',
      legs: 1.4,
      bill: 1.35,
      tilt: 6,
      wing: 1.1,
    },
    base: {
      colours: paint({
        'crown nape face throat breast belly back': '#2a2c34',
        wing: '#2e2f36',
        tertials: '#b99a6a',
        primaries: '#24252b',
        tail: '#2a2b31',
        bill: '#3a3836',
        legs: '#c6927c',
        eye: EYE,
      }),
      markings: [
        { kind: 'sheen', colour: '#4b6a4e' },
        { kind: 'spots', area: 'underparts', colour: '#f4f2ec' },
        { kind: 'spots', area: 'back', colour: '#d9c08e' },
        { kind: 'spots', area: 'head', colour: '#e9e4d8' },
      ],
    },
    variants: [
      { form: 'volwassen', plumage: 'winterkleed' },
      {
        form: 'volwassen',
        plumage: 'zomerkleed',
        colours: tint({ bill: '#f1cc3a' }),
        markings: [
          { kind: 'sheen', colour: '#5a7a4e' },
          { kind: 'sheen', colour: '#6a3e6e' },
          { kind: 'spots', area: 'back', colour: '#b99a6a' },
        ],
      },
      {
        form: 'juveniel',
        colours: tint({
          'crown nape face breast belly back wing tail': '#7f7466',
          throat: '#d8d0c2',
          bill: '#3a3633',
          tertials: '#b8aa96',
        }),
        markings: [],
      },
    ],
  },
  {
    id: 'pestvogel',
    name: 'Pestvogel',
    posture: 'songbird',
    beak: 3,
    shape: { body: 1.05, plump: 1.05, tail: 0.85, tailShape: 'square', tilt: 2, bill: 1.1 },
    base: {
      colours: paint({
        'crown nape face cheek breast': '#c7987e',
        throat: '#1e1c1c',
        belly: '#d8c0b0',
        undertail: '#9e4a2a',
        back: '#a88470',
        rump: '#a0a2a8',
        wing: '#3a3036',
        primaries: '#1e1c20',
        tail: '#4a4044',
        bill: '#1e1e1e',
        legs: '#2a2a2a',
        eye: '#4a2a1e',
      }),
      markings: [
        { kind: 'crest', colour: '#c28e72', shape: 'swept' },
        { kind: 'eyeStripe', colour: '#1e1c1c' },
        { kind: 'bib', colour: '#1e1c1c', size: 'small' },
        { kind: 'wingPatch', colour: '#f1d34a', place: 'primaries' },
        { kind: 'wingPatch', colour: WHITE, place: 'secondaries' },
        { kind: 'wingPatch', colour: '#d0282a', place: 'coverts' },
        { kind: 'tailBand', colour: '#f2d43a' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
