// Falcons, perched.
import type { BirdDrawing } from '../types.ts';
import { EYE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const YELLOW_LEGS = '#f0c030';
const CERE = '#e8c234';

export const FALCONS: BirdDrawing[] = [
  {
    id: 'torenvalk',
    name: 'Torenvalk',
    posture: 'raptor',
    beak: 7,
    shape: { tail: 1.3, tailShape: 'rounded', tailWidth: 0.8, wing: 1.15 },
    base: {
      colours: paint({
        'crown nape face': '#8796a6',
        cheek: '#e9dcc8',
        throat: '#f3ebde',
        'breast belly flank': '#eed9b8',
        undertail: '#f2e6d0',
        back: '#be6a3c',
        wing: '#b9653a',
        primaries: '#2e2824',
        tail: '#8796a6',
        bill: '#4a4e56',
        legs: YELLOW_LEGS,
        eye: EYE,
        eyeRing: CERE,
      }),
      markings: [
        { kind: 'moustache', colour: '#3a3a3e' },
        { kind: 'spots', area: 'back', colour: '#2a2220' },
        { kind: 'spots', area: 'wing', colour: '#2a2220' },
        { kind: 'spots', area: 'underparts', colour: '#5a4030' },
        { kind: 'tailBand', colour: '#1e1e20' },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({ 'crown nape face': '#b06e44', back: '#b46a42', tail: '#b06e44' }),
        markings: [
          { kind: 'moustache', colour: '#3a3a3e' },
          { kind: 'bars', area: 'back', colour: '#2a2220' },
          { kind: 'spots', area: 'wing', colour: '#2a2220' },
          { kind: 'streaks', area: 'underparts', colour: '#5a4030', heavy: true },
          { kind: 'streaks', area: 'crown', colour: '#3a2a20' },
          { kind: 'bars', area: 'tail', colour: '#2a2220' },
        ],
      },
    ],
  },
  {
    id: 'slechtvalk',
    name: 'Slechtvalk',
    posture: 'raptor',
    beak: 7,
    shape: { body: 1.1, plump: 1.1, tail: 0.95, wing: 1.3, head: 1.05 },
    base: {
      colours: paint({
        'crown nape face': '#1f2226',
        'back wing': '#4e5866',
        cheek: '#f6f3ee',
        throat: '#f6f3ee',
        breast: '#f1ece4',
        'belly flank undertail': '#e6e0d6',
        primaries: '#2e3238',
        tail: '#505a68',
        bill: '#3a4048',
        legs: YELLOW_LEGS,
        eye: EYE,
        eyeRing: CERE,
      }),
      markings: [
        { kind: 'moustache', colour: '#1f2226' },
        { kind: 'bars', area: 'belly', colour: '#3a3a3e' },
        { kind: 'bars', area: 'back', colour: '#3e4652' },
      ],
    },
    variants: [
      { form: 'volwassen' },
      {
        form: 'juveniel',
        colours: tint({
          'back wing crown nape face': '#5a4a3e',
          'breast belly flank': '#e8d6bc',
          tail: '#6a5a4e',
          eyeRing: '#a8b0c0',
        }),
        markings: [
          { kind: 'moustache', colour: '#2e2622' },
          { kind: 'streaks', area: 'underparts', colour: '#4a3628', heavy: true },
        ],
      },
    ],
  },
  {
    id: 'smelleken',
    name: 'Smelleken',
    posture: 'raptor',
    beak: 7,
    shape: { body: 0.95, tail: 1.1, wing: 1.1 },
    base: {
      colours: paint({
        'crown nape back wing': '#5f7390',
        'face cheek': '#e6c9a8',
        throat: '#f3ebde',
        'breast belly flank': '#e8b888',
        undertail: '#f0dcc0',
        primaries: '#2e3440',
        tail: '#5f7390',
        bill: '#3a4048',
        legs: YELLOW_LEGS,
        eye: EYE,
        eyeRing: CERE,
      }),
      markings: [
        { kind: 'streaks', area: 'underparts', colour: '#6a3e22', heavy: true },
        { kind: 'tailBand', colour: '#1e1e22' },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({ 'crown nape back wing tail': '#7a6450', 'breast belly flank': '#efdcc2' }),
        markings: [
          { kind: 'streaks', area: 'underparts', colour: '#6a4a32', heavy: true },
          { kind: 'bars', area: 'tail', colour: '#3e3026' },
          { kind: 'supercilium', colour: '#efe2d0' },
        ],
      },
    ],
  },
];
