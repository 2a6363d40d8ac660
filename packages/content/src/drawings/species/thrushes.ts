// Thrushes.
import type { BirdDrawing } from '../types.ts';
import { EYE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const THRUSH = {
  body: 1.12,
  plump: 0.98,
  head: 0.95,
  tail: 1.3,
  tailShape: 'rounded' as const,
  legs: 1.35,
  tilt: 4,
};

export const THRUSHES: BirdDrawing[] = [
  {
    id: 'merel',
    name: 'Merel',
    posture: 'songbird',
    beak: 2,
    shape: THRUSH,
    base: {
      colours: paint({
        'crown nape face throat breast belly back wing tail': '#26272b',
        primaries: '#1c1c1f',
        tertials: '#3e3f44',
        bill: '#f2a526',
        legs: '#3a3430',
        eye: '#2a1a12',
        eyeRing: '#f2b42e',
      }),
      markings: [{ kind: 'sheen', colour: '#4a4f5e' }],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape face back wing tail': '#5b4535',
          throat: '#9a8068',
          'breast belly': '#7c5c44',
          primaries: '#4a382c',
          tertials: '#6e5644',
          bill: '#9a7a4a',
          eyeRing: '#6e5644',
        }),
        markings: [{ kind: 'spots', area: 'breast', colour: '#4e3a2a' }],
      },
    ],
  },
  {
    id: 'zanglijster',
    name: 'Zanglijster',
    posture: 'songbird',
    beak: 2,
    shape: { ...THRUSH, tail: 1.15, body: 1.05 },
    base: {
      colours: paint({
        'crown nape back wing tail': '#8d6d4c',
        face: '#c9aa82',
        cheek: '#b7936a',
        throat: '#f6efe0',
        breast: '#f0d8a8',
        'belly undertail': '#f7f3ea',
        flank: '#efdcb6',
        wingBars: '#d9b98a',
        bill: '#6a5a4a',
        legs: '#d0a894',
        eye: EYE,
      }),
      markings: [
        { kind: 'spots', area: 'underparts', colour: '#3e2e22', large: true },
        { kind: 'moustache', colour: '#4e3a2a' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'grote-lijster',
    name: 'Grote lijster',
    posture: 'songbird',
    beak: 2,
    shape: { ...THRUSH, body: 1.18, tilt: 10 },
    base: {
      colours: paint({
        'crown nape back tail': '#8b8472',
        'face cheek': '#c7bca4',
        'throat breast': '#f1e8d2',
        'belly undertail flank': '#f5f1e6',
        wing: '#7a735f',
        tertials: '#e3dccb',
        wingBars: '#e3dccb',
        bill: '#5a5046',
        legs: '#cfad98',
        eye: EYE,
      }),
      markings: [
        { kind: 'spots', area: 'underparts', colour: '#2e2822', large: true },
        { kind: 'tailEdges', colour: '#ece6d6' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'kramsvogel',
    name: 'Kramsvogel',
    posture: 'songbird',
    beak: 2,
    // A shorter wing leaves the grey rump visible between the chestnut back and the black tail.
    shape: { ...THRUSH, tail: 1.45, wing: 0.82, plump: 1.02 },
    base: {
      colours: paint({
        'crown nape': '#8f979f',
        face: '#7b8289',
        cheek: '#848b92',
        throat: '#efc27a',
        breast: '#e6a14e',
        'belly undertail': '#f7f4ee',
        flank: '#f2e2c8',
        back: '#7d4428',
        rump: '#a3a9b0',
        wing: '#6e3e26',
        primaries: '#2e2420',
        tertials: '#8a5434',
        tail: '#1c1b1c',
        bill: '#e2b83a',
        billTip: '#3a3430',
        legs: '#3a3430',
        eye: EYE,
      }),
      markings: [
        // Heavy dark spots on the orange-buff breast and along the pale flank; the belly clean.
        { kind: 'spots', area: 'breast', colour: '#2a1c14', large: true },
        { kind: 'spots', area: 'flank', colour: '#2a1c14', large: true },
        { kind: 'mask', colour: '#3a3434', small: true },
        { kind: 'supercilium', colour: '#bcc1c6' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'koperwiek',
    name: 'Koperwiek',
    posture: 'songbird',
    beak: 2,
    shape: { ...THRUSH, body: 1.02, tail: 1.1 },
    base: {
      colours: paint({
        'crown nape back wing tail': '#7d6a52',
        'face cheek': '#6e5a44',
        throat: '#f3ece0',
        breast: '#eee2cc',
        'belly undertail': '#f6f3ec',
        flank: '#c8462a',
        bill: '#4a4038',
        legs: '#d0a894',
        eye: EYE,
      }),
      markings: [
        { kind: 'supercilium', colour: '#f4ead0' },
        { kind: 'moustache', colour: '#f4ead0' },
        { kind: 'streaks', area: 'breast', colour: '#4a3a2a', heavy: true },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
