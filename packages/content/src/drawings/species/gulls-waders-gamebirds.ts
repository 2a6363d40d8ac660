// Gulls, lapwing, oystercatcher, woodcock, pheasant and partridge.
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

export const GULLS_WADERS_GAMEBIRDS: BirdDrawing[] = [
  {
    id: 'kokmeeuw',
    name: 'Kokmeeuw',
    posture: 'gull',
    beak: 6,
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
    shape: { body: 1.1, plump: 1.05, head: 1.0, bill: 1.05, billDepth: 1.1 },
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
  {
    id: 'kievit',
    name: 'Kievit',
    posture: 'wader',
    beak: 3,
    shape: { head: 1.1, bill: 1.4, legs: 0.85, plump: 1.15 },
    base: {
      colours: paint({
        'crown nape': '#1c1c1e',
        'face cheek': '#f2efe8',
        throat: '#1c1c1e',
        breast: '#1c1c1e',
        'belly flank': '#f7f7f5',
        undertail: '#e8a05a',
        'back wing': '#2e5a48',
        primaries: '#1e2a26',
        tail: '#f6f6f4',
        bill: '#1e1e20',
        legs: '#d08a8a',
        eye: EYE,
      }),
      markings: [
        { kind: 'crest', colour: '#1c1c1e', shape: 'swept' },
        { kind: 'bib', colour: '#1c1c1e', size: 'large' },
        { kind: 'eyeStripe', colour: '#3a3a3a', behindOnly: true, width: 0.14 },
        { kind: 'sheen', colour: '#7a3a6a' },
        { kind: 'tailBand', colour: '#1c1c1e' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'scholekster',
    name: 'Scholekster',
    posture: 'wader',
    beak: 1,
    shape: { head: 1.1, bill: 0.95, billDepth: 1.2, legs: 0.8, plump: 1.2, body: 1.05 },
    base: {
      colours: paint({
        'crown nape face cheek throat breast back wing': '#1c1c1e',
        'belly flank undertail': '#f7f7f5',
        tail: '#1c1c1e',
        bill: '#ec5a24',
        legs: '#e0a0a0',
        eye: '#d8242a',
        eyeRing: '#ec5a24',
      }),
      markings: [{ kind: 'wingPatch', colour: WHITE, place: 'secondaries' }],
    },
    variants: [
      { form: 'volwassen', plumage: 'zomerkleed' },
      {
        form: 'volwassen',
        plumage: 'winterkleed',
        extraMarkings: [{ kind: 'collar', colour: WHITE }],
      },
    ],
  },
  {
    id: 'houtsnip',
    name: 'Houtsnip',
    posture: 'wader',
    beak: 1,
    shape: { head: 1.15, bill: 1.05, legs: 0.45, plump: 1.35, body: 1.05, wing: 0.85 },
    base: {
      colours: paint({
        'crown nape back wing': '#8a6244',
        'face cheek throat': '#cdb08a',
        'breast belly flank undertail': '#c8aa84',
        tail: '#6a4a34',
        bill: '#a08a74',
        legs: '#b8a090',
        eye: EYE,
      }),
      markings: [
        { kind: 'bars', area: 'crown', colour: '#2a1e16' },
        { kind: 'bars', area: 'underparts', colour: '#6a4a34' },
        { kind: 'spots', area: 'back', colour: '#2a1e16', large: true },
        { kind: 'bars', area: 'wing', colour: '#4a3224' },
        { kind: 'eyeStripe', colour: '#4a3224', width: 0.12 },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'fazant',
    name: 'Fazant',
    posture: 'crow',
    beak: 6,
    shape: {
      tail: 3.2,
      tailShape: 'pointed',
      tailWidth: 0.75,
      tailAngle: -12,
      bill: 0.55,
      head: 0.9,
      legs: 0.9,
    },
    base: {
      colours: paint({
        'crown nape face cheek throat neck': '#1e4a3e',
        'breast belly flank': '#b8602e',
        undertail: '#6a3a22',
        back: '#9a5a34',
        wing: '#b89a72',
        tail: '#a8804e',
        bill: '#e6d6b0',
        legs: '#a89888',
        eye: '#e8c860',
      }),
      markings: [
        { kind: 'mask', colour: '#d2222a' },
        { kind: 'collar', colour: WHITE },
        { kind: 'scales', area: 'underparts', colour: '#2a1a12' },
        { kind: 'bars', area: 'tail', colour: '#4a3224' },
        { kind: 'sheen', colour: '#6a2a6a' },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        shape: { tail: 2.1 },
        colours: tint({
          'crown nape face cheek throat neck back': '#a8865e',
          'breast belly flank': '#c8a67c',
          undertail: '#b08e66',
          wing: '#a0805a',
          tail: '#a8865e',
        }),
        markings: [
          { kind: 'scales', area: 'underparts', colour: '#5a4030' },
          { kind: 'spots', area: 'back', colour: '#3a2a1e', large: true },
          { kind: 'bars', area: 'tail', colour: '#4a3224' },
        ],
      },
    ],
  },
  {
    id: 'patrijs',
    name: 'Patrijs',
    posture: 'pigeon',
    beak: 6,
    shape: { head: 1.1, tail: 0.45, plump: 1.15, bill: 0.8, legs: 1.2 },
    base: {
      colours: paint({
        'crown nape': '#8a7a66',
        'face cheek throat': '#e08a48',
        'breast neck': '#9aa0a6',
        belly: '#d8d0c2',
        flank: '#a8a8aa',
        undertail: '#e6dccb',
        back: '#8a6e52',
        wing: '#8e7458',
        tail: '#b4643a',
        bill: '#8a8e92',
        legs: '#b8a090',
        eye: EYE,
      }),
      markings: [
        { kind: 'bars', area: 'flank', colour: '#a8542e' },
        { kind: 'streaks', area: 'back', colour: '#e0d0b0' },
        { kind: 'spots', area: 'belly', colour: '#6a3a22', large: true },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
