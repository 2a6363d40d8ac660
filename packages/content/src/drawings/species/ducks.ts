// Dabbling ducks, drawn swimming.
import type { BirdDrawing, Marking } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { HEN_BACK, hen } from './duck-hen.ts';
import { paint, tint } from './paint.ts';

const SPECULUM: Marking = { kind: 'wingPatch', colour: '#3b4ea8', place: 'speculum' };

export const DUCKS: BirdDrawing[] = [
  {
    id: 'wilde-eend',
    name: 'Wilde eend',
    posture: 'duck',
    beak: 4,
    shape: {},
    base: {
      colours: paint({
        'crown face cheek throat nape neck': '#1f6b3e',
        breast: '#6f3f2e',
        'belly flank': '#c8c8c4',
        undertail: '#1e1e20',
        back: '#8a7e70',
        rump: '#1e1e20',
        wing: '#9a9084',
        primaries: '#6a625a',
        tail: '#ecebe6',
        bill: '#e8d23a',
        legs: '#ee8a2a',
        eye: EYE,
      }),
      markings: [{ kind: 'collar', colour: WHITE }, SPECULUM, { kind: 'sheen', colour: '#3a6a8a' }],
    },
    variants: [
      { form: 'man', plumage: 'prachtkleed' },
      { form: 'vrouw', ...hen('#d08a3a', [SPECULUM]) },
      {
        form: 'man',
        plumage: 'eclipskleed',
        ...hen('#c2b83a', [SPECULUM]),
        extraMarkings: [{ kind: 'sheen', colour: '#7a7a6a' }],
      },
    ],
  },
  {
    id: 'krakeend',
    name: 'Krakeend',
    posture: 'duck',
    beak: 4,
    shape: { bill: 0.85 },
    base: {
      colours: paint({
        'crown face cheek throat nape neck': '#8a7c6c',
        'breast belly flank': '#8c8c8a',
        undertail: '#1e1e20',
        back: '#7e7a74',
        rump: '#1e1e20',
        wing: '#8a847c',
        tail: '#6a6864',
        bill: '#2e2e30',
        legs: '#e0962a',
        eye: EYE,
      }),
      markings: [
        { kind: 'scales', area: 'breast', colour: '#3e3e3e' },
        { kind: 'wingPatch', colour: WHITE, place: 'speculum' },
      ],
    },
    variants: [
      { form: 'man', plumage: 'prachtkleed' },
      {
        form: 'vrouw',
        ...hen('#c98a3a', [{ kind: 'wingPatch', colour: WHITE, place: 'speculum' }]),
      },
    ],
  },
  {
    id: 'smient',
    name: 'Smient',
    posture: 'duck',
    beak: 4,
    shape: { bill: 0.65, head: 1.1, neck: 0.85 },
    base: {
      colours: paint({
        'crown face cheek throat nape neck': '#b0502c',
        breast: '#c7a2a0',
        'belly flank': '#b6b8bc',
        undertail: '#1e1e20',
        back: '#a7a9ae',
        wing: '#9ea0a6',
        tail: '#4a4a4c',
        bill: '#9aa8b8',
        billTip: '#1e1e20',
        legs: '#6a6a6a',
        eye: EYE,
      }),
      markings: [
        { kind: 'crownStripe', colour: '#ecd890', width: 0.42 },
        { kind: 'flankLine', colour: WHITE },
      ],
    },
    variants: [
      { form: 'man', plumage: 'prachtkleed' },
      {
        form: 'vrouw',
        colours: tint({
          'crown face cheek throat nape neck back wing': '#8e5e3e',
          'breast flank': '#b0724a',
        }),
        markings: [HEN_BACK],
      },
    ],
  },
  {
    id: 'wintertaling',
    name: 'Wintertaling',
    posture: 'duck',
    beak: 4,
    shape: { body: 0.85, bill: 0.75, head: 1.05 },
    base: {
      colours: paint({
        'crown face cheek throat nape neck': '#8e3e22',
        breast: '#e4d6c0',
        'belly flank': '#a8aaae',
        undertail: '#f0d24a',
        back: '#9a9ca2',
        wing: '#8a8c90',
        tail: '#5a5a5c',
        bill: '#2a2a2c',
        legs: '#7a7a6a',
        eye: EYE,
      }),
      markings: [
        { kind: 'eyeStripe', colour: '#1f6a4a', behindOnly: true, width: 0.42 },
        { kind: 'flankLine', colour: WHITE },
        { kind: 'spots', area: 'breast', colour: '#4a3a2a' },
        { kind: 'wingPatch', colour: '#1f7a4a', place: 'speculum' },
      ],
    },
    variants: [
      { form: 'man', plumage: 'prachtkleed' },
      {
        form: 'vrouw',
        ...hen('#6a6a5a', [{ kind: 'wingPatch', colour: '#1f7a4a', place: 'speculum' }]),
      },
    ],
  },
];
