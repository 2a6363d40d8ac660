// Crests, wren and dunnock.
import type { BirdDrawing } from '../types.ts';
import { BLACK, EYE, WHITE } from '../palette.ts';
import { paint } from './paint.ts';

export const SMALL_SONGBIRDS: BirdDrawing[] = [
  {
    id: 'goudhaan',
    name: 'Goudhaan',
    posture: 'songbird',
    beak: 3,
    shape: { head: 1.2, body: 0.85, plump: 1.05, tail: 0.8, bill: 0.8 },
    base: {
      colours: paint({
        'crown nape back': '#8c9a55',
        'face cheek': '#a9ad8a',
        throat: '#e3e0c8',
        'breast belly': '#e4e2c4',
        flank: '#d3d2a8',
        wing: '#6f7a48',
        primaries: '#3f4432',
        wingBars: WHITE,
        tail: '#6c7648',
        bill: '#2a2a2a',
        legs: '#8a7a5a',
        eye: EYE,
        eyeRing: '#e9e6d0',
      }),
      markings: [
        { kind: 'crownStripe', colour: BLACK, width: 0.5 },
        { kind: 'crownStripe', colour: '#f3cf2d', width: 0.28 },
        { kind: 'crownStripe', colour: '#f08a24', width: 0.12 },
        { kind: 'wingPatch', colour: '#25271f', place: 'secondaries' },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        markings: [
          { kind: 'crownStripe', colour: BLACK, width: 0.5 },
          { kind: 'crownStripe', colour: '#f3cf2d', width: 0.28 },
          { kind: 'wingPatch', colour: '#25271f', place: 'secondaries' },
        ],
      },
    ],
  },
  {
    id: 'vuurgoudhaan',
    name: 'Vuurgoudhaan',
    posture: 'songbird',
    beak: 3,
    shape: { head: 1.2, body: 0.85, tail: 0.8, bill: 0.85 },
    base: {
      colours: paint({
        'crown nape back': '#79a43e',
        'face cheek': '#c9cfbf',
        throat: '#f1efe6',
        'breast belly': '#ecebe2',
        flank: '#dcdcc8',
        wing: '#65803a',
        primaries: '#3b4330',
        wingBars: WHITE,
        tail: '#5f7540',
        bill: '#2a2a2a',
        legs: '#8a7a5a',
        eye: EYE,
      }),
      markings: [
        { kind: 'supercilium', colour: WHITE },
        { kind: 'eyeStripe', colour: BLACK },
        { kind: 'crownStripe', colour: BLACK, width: 0.5 },
        { kind: 'crownStripe', colour: '#f07a1c', width: 0.28 },
        { kind: 'neckPatch', colour: '#d79a32' },
      ],
    },
    variants: [
      { form: 'man' },
      { form: 'vrouw', extraMarkings: [{ kind: 'crownStripe', colour: '#f0c32a', width: 0.22 }] },
    ],
  },
  {
    id: 'winterkoning',
    name: 'Winterkoning',
    posture: 'songbird',
    beak: 3,
    shape: {
      head: 1.0,
      body: 0.85,
      plump: 1.15,
      tail: 0.7,
      tailWidth: 0.62,
      tailAngle: -95,
      tailShape: 'rounded',
      bill: 1.2,
    },
    base: {
      colours: paint({
        'crown nape back wing': '#8a5a36',
        face: '#a97a55',
        'throat breast': '#d6b48e',
        belly: '#c9a27a',
        flank: '#a97850',
        tail: '#7d5030',
        bill: '#5a4a3a',
        legs: '#a98c70',
        eye: EYE,
      }),
      markings: [
        { kind: 'supercilium', colour: '#e3cba6' },
        { kind: 'bars', area: 'wing', colour: '#3d2a1c' },
        { kind: 'bars', area: 'flank', colour: '#5e3e26' },
        { kind: 'bars', area: 'tail', colour: '#3d2a1c' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'heggenmus',
    name: 'Heggenmus',
    posture: 'songbird',
    beak: 3,
    // Slimmer and more level than a sparrow, with a thin, slightly longer dark bill.
    shape: { head: 0.88, body: 1.05, plump: 0.8, tail: 1.25, tilt: -6, bill: 1.3, billDepth: 0.8 },
    base: {
      colours: paint({
        'crown nape face throat breast': '#646b78', // slate grey
        cheek: '#7a624e', // brownish ear coverts
        belly: '#8e939b',
        flank: '#8c6a4c',
        undertail: '#a69886',
        back: '#7e5434',
        wing: '#7a5032',
        primaries: '#3e2c20',
        tertials: '#b08a62',
        tail: '#5a4030',
        bill: '#1c1c1e',
        legs: '#c08b6a',
        eye: '#8c3b22',
      }),
      markings: [
        { kind: 'streaks', area: 'back', colour: '#1e1510', heavy: true },
        { kind: 'streaks', area: 'flank', colour: '#3e2a1c', heavy: true },
        { kind: 'streaks', area: 'crown', colour: '#4a3e36' },
        { kind: 'streaks', area: 'wing', colour: '#1e1510' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
