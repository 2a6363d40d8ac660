// Gulls, standing.
import type { BirdDrawing, Marking } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const WHITE_BODY = 'crown face cheek throat nape breast belly flank undertail tail';
const TIPS: Marking = { kind: 'primaryTips', colour: '#1e1e20', spots: WHITE };
const GREY_STREAKS: Marking = { kind: 'streaks', area: 'head', colour: '#a9acb0' };
const JUV_GULL: Marking[] = [
  { kind: 'scales', area: 'back', colour: '#e8dcc8' },
  { kind: 'scales', area: 'wing', colour: '#e8dcc8' },
  { kind: 'streaks', area: 'underparts', colour: '#8a7a6a' },
  { kind: 'tailBand', colour: '#2e2a28' },
];

export const GULLS: BirdDrawing[] = [
  {
    id: 'kokmeeuw',
    name: 'Kokmeeuw',
    posture: 'gull',
    beak: 2,
    shape: { body: 0.9, head: 0.95, bill: 0.85, billDepth: 0.7 },
    base: {
      colours: paint({
        [WHITE_BODY]: '#f7f7f5',
        'back wing': '#b9c3cd',
        bill: '#c8242e',
        billTip: '#2a1e1e',
        legs: '#c8242e',
        eye: EYE,
      }),
      markings: [{ kind: 'cheekSpot', colour: '#3a3a40' }, TIPS],
    },
    variants: [
      { form: 'volwassen', plumage: 'winterkleed' },
      {
        form: 'volwassen',
        plumage: 'zomerkleed',
        colours: tint({
          'crown face cheek throat': '#4a3226',
          nape: '#f7f7f5',
          bill: '#9e1e24',
          billTip: '#9e1e24',
        }),
        markings: [TIPS],
      },
      {
        form: 'eerste winter',
        colours: tint({ bill: '#e8903a', legs: '#e8903a' }),
        markings: [
          { kind: 'cheekSpot', colour: '#3a3a40' },
          { kind: 'wingPatch', colour: '#8a7058', place: 'coverts' },
          TIPS,
          { kind: 'tailBand', colour: '#1e1e20' },
        ],
      },
    ],
  },
  {
    id: 'stormmeeuw',
    name: 'Stormmeeuw',
    posture: 'gull',
    beak: 6,
    shape: { head: 1.05, bill: 0.85, billDepth: 0.75 },
    base: {
      colours: paint({
        [WHITE_BODY]: '#f7f7f5',
        'back wing': '#a2adb9',
        bill: '#d6d24a',
        legs: '#c9cc5a',
        eye: EYE,
      }),
      markings: [GREY_STREAKS, TIPS],
    },
    variants: [
      { form: 'volwassen', plumage: 'winterkleed' },
      {
        form: 'eerste winter',
        colours: tint({ wing: '#9a8a78', bill: '#d8a0a0', billTip: '#1e1e20', legs: '#d8a0a0' }),
        markings: [GREY_STREAKS, ...JUV_GULL, TIPS],
      },
    ],
  },
  {
    id: 'zilvermeeuw',
    name: 'Zilvermeeuw',
    posture: 'gull',
    beak: 6,
    // Bulky, flat-crowned and heavy-billed next to the slim kokmeeuw.
    shape: { body: 1.15, plump: 1.15, head: 0.95, bill: 1.25, billDepth: 1.4, legs: 1.05 },
    base: {
      colours: paint({
        [WHITE_BODY]: '#f7f7f5',
        'back wing': '#c3ccd5',
        bill: '#f0cc2a',
        legs: '#e6a8a6',
        eye: '#f0e6a8',
        eyeRing: '#e8b84a',
      }),
      markings: [
        { kind: 'billSpot', colour: '#d0242e' },
        { kind: 'streaks', area: 'crown', colour: '#c9bdb6' },
        TIPS,
      ],
    },
    variants: [
      { form: 'volwassen', plumage: 'winterkleed' },
      {
        form: 'juveniel',
        colours: tint({
          [WHITE_BODY]: '#c9b8a6',
          'back wing': '#9a8470',
          primaries: '#3a3230',
          bill: '#2a2624',
          legs: '#d8a8a0',
          eye: '#3a2a22',
          eyeRing: '#9a8470',
        }),
        markings: JUV_GULL,
      },
    ],
  },
  {
    id: 'kleine-mantelmeeuw',
    name: 'Kleine mantelmeeuw',
    posture: 'gull',
    beak: 6,
    shape: { body: 1.05, wing: 1.6 },
    base: {
      colours: paint({
        [WHITE_BODY]: '#f7f7f5',
        'back wing': '#4e5662',
        primaries: '#222226',
        bill: '#f0c82a',
        legs: '#f0cc2a',
        eye: '#f0e6a8',
        eyeRing: '#d8443a',
      }),
      markings: [
        { kind: 'billSpot', colour: '#d0242e' },
        { kind: 'primaryTips', colour: '#1e1e20', spots: WHITE },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'grote-mantelmeeuw',
    name: 'Grote mantelmeeuw',
    posture: 'gull',
    beak: 6,
    shape: { body: 1.2, plump: 1.1, head: 1.05, bill: 1.15, billDepth: 1.25 },
    base: {
      colours: paint({
        [WHITE_BODY]: '#f7f7f5',
        'back wing': '#2e3238',
        primaries: '#1e1e22',
        bill: '#f0c82a',
        legs: '#e6b0ac',
        eye: '#d8cc9a',
      }),
      markings: [
        { kind: 'billSpot', colour: '#d0242e' },
        { kind: 'primaryTips', colour: '#1a1a1c', spots: WHITE },
        { kind: 'wingPatch', colour: '#f4f4f2', place: 'secondaries' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
