// Ducks, drawn swimming.
import type { BirdDrawing, Marking } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const HEN = '#9c7650';
const HEN_SCALES: Marking = { kind: 'scales', area: 'underparts', colour: '#5e4430' };
const HEN_BACK: Marking = { kind: 'scales', area: 'back', colour: '#5e4430' };
const SPECULUM: Marking = { kind: 'wingPatch', colour: '#3b4ea8', place: 'speculum' };
/** A female dabbling duck: mottled brown with a dark eye-stripe. */
function hen(
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
  {
    id: 'slobeend',
    name: 'Slobeend',
    posture: 'duck',
    beak: 4,
    shape: { bill: 1.45, billDepth: 1.15 },
    base: {
      colours: paint({
        'crown face cheek throat nape neck': '#1e5a3e',
        breast: '#f4f2ec',
        'belly flank': '#b5582e',
        undertail: '#1e1e20',
        back: '#3a3a3e',
        wing: '#6a7a9a',
        tail: '#eae8e2',
        bill: '#1e1e20',
        legs: '#ee8a2a',
        eye: '#f2cf2a',
      }),
      markings: [
        { kind: 'sheen', colour: '#3a5a7a' },
        { kind: 'wingPatch', colour: '#8aa6d6', place: 'shoulder' },
      ],
    },
    variants: [
      { form: 'man', plumage: 'prachtkleed' },
      { form: 'vrouw', ...hen('#d0843a') },
    ],
  },
  {
    id: 'mandarijneend',
    name: 'Mandarijneend',
    posture: 'duck',
    beak: 4,
    shape: { body: 0.85, bill: 0.6, head: 1.15 },
    base: {
      colours: paint({
        'crown nape': '#2e4a3e',
        face: '#f4efe6',
        cheek: '#e8803a',
        throat: '#e8803a',
        neck: '#e8803a',
        breast: '#5a2e4a',
        'belly undertail': '#f4f2ee',
        flank: '#d8a06a',
        back: '#4a3e36',
        wing: '#6a5a4a',
        tail: '#3a3230',
        bill: '#d0282e',
        billTip: '#f2e6d6',
        legs: '#e8a040',
        eye: EYE,
      }),
      markings: [
        { kind: 'crest', colour: '#2e4a3e', shape: 'tuft' },
        { kind: 'supercilium', colour: WHITE },
        { kind: 'wingPatch', colour: '#ea8a3a', place: 'shoulder' },
        { kind: 'breastBand', colour: '#1e1e22' },
      ],
    },
    variants: [
      { form: 'man', plumage: 'prachtkleed' },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape face cheek throat neck': '#8a8a8c',
          'breast flank back wing': '#8a7a6a',
          bill: '#6a5a5a',
          billTip: '#c8a090',
        }),
        markings: [
          { kind: 'eyeStripe', colour: WHITE, behindOnly: true, width: 0.12 },
          { kind: 'spots', area: 'underparts', colour: '#e8dcc8' },
        ],
      },
    ],
  },
  {
    id: 'bergeend',
    name: 'Bergeend',
    posture: 'duck',
    beak: 4,
    shape: { neck: 1.15 },
    base: {
      colours: paint({
        'crown face cheek throat nape neck': '#1e4a36',
        'breast belly flank back': '#f6f5f2',
        undertail: '#e8a878',
        wing: '#f4f2ee',
        primaries: '#1e1e20',
        tail: '#f2f0ec',
        bill: '#cc2a34',
        legs: '#e6888a',
        eye: EYE,
      }),
      markings: [
        { kind: 'breastBand', colour: '#b4602e' },
        { kind: 'wingPatch', colour: '#1e1e20', place: 'secondaries' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
