// Sparrows.
import type { BirdDrawing } from '../types.ts';
import { EYE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const SPARROW = { head: 1.05, plump: 1.05, tail: 0.95, wingBars: 1 as const };

export const SPARROWS: BirdDrawing[] = [
  {
    id: 'huismus',
    name: 'Huismus',
    posture: 'songbird',
    beak: 5,
    shape: SPARROW,
    base: {
      colours: paint({
        crown: '#85888d',
        nape: '#8e4a26',
        'face cheek': '#d3d2cc',
        throat: '#1e1e1e',
        'breast belly': '#b9b8b1',
        flank: '#aaa89e',
        back: '#8f5f36',
        wing: '#8a5a32',
        wingBars: '#f1efe8',
        tertials: '#d8b07a',
        primaries: '#5a3e28',
        tail: '#6a4f3a',
        bill: '#3a3836',
        legs: '#b68d78',
        eye: EYE,
      }),
      markings: [
        { kind: 'bib', colour: '#1e1e1e', size: 'medium' },
        { kind: 'mask', colour: '#2a2a2a', small: true },
        { kind: 'eyeStripe', colour: '#8e4a26', behindOnly: true, width: 0.42 },
        { kind: 'streaks', area: 'back', colour: '#2e2016', heavy: true },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape': '#8d7e6a',
          'face cheek': '#a89882',
          throat: '#d9d2c2',
          'breast belly': '#cfc6b2',
          back: '#9a7450',
          bill: '#b9a07e',
        }),
        markings: [
          { kind: 'supercilium', colour: '#dfd0ae' },
          { kind: 'streaks', area: 'back', colour: '#3a2a1c', heavy: true },
        ],
      },
    ],
  },
  {
    id: 'ringmus',
    name: 'Ringmus',
    posture: 'songbird',
    beak: 5,
    shape: { ...SPARROW, body: 0.92 },
    base: {
      colours: paint({
        'crown nape': '#8a4424',
        'face cheek': '#f1efe8',
        throat: '#1e1e1e',
        'breast belly': '#c9c4b8',
        back: '#9a6238',
        wing: '#8a5a32',
        wingBars: '#f1efe8',
        primaries: '#5a3e28',
        tertials: '#d8b07a',
        tail: '#6a4f3a',
        bill: '#2a2a2a',
        legs: '#b68d78',
        eye: EYE,
      }),
      markings: [
        { kind: 'cheekSpot', colour: '#1e1e1e' },
        { kind: 'bib', colour: '#1e1e1e', size: 'small' },
        { kind: 'collar', colour: '#f1efe8', half: true },
        { kind: 'streaks', area: 'back', colour: '#2e2016', heavy: true },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
