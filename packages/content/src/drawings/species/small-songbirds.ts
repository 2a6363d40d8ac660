// Crests, wren and dunnock.
import type { BirdDrawing } from '../types.ts';
import { BLACK, EYE, WHITE } from '../palette.ts';
import { paint } from './paint.ts';

const THIN = { bill: 1.15 };

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
    shape: { head: 0.95, tail: 1.1, ...THIN },
    base: {
      colours: paint({
        'crown nape face throat breast': '#7c818c',
        cheek: '#86705c', // brownish ear coverts
        belly: '#b8b4ae',
        flank: '#a08a72',
        'back wing': '#8a6446',
        tail: '#6e5038',
        bill: '#2f2f2f',
        legs: '#c08b6a',
        eye: '#8c3b22',
      }),
      markings: [
        { kind: 'streaks', area: 'back', colour: '#3b2a1d', heavy: true },
        { kind: 'streaks', area: 'flank', colour: '#6a4a32' },
        { kind: 'streaks', area: 'crown', colour: '#6a5040' },
        { kind: 'streaks', area: 'wing', colour: '#3b2a1d' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
