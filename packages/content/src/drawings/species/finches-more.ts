// Bullfinch, hawfinch and crossbill.
import type { BirdDrawing } from '../types.ts';
import { EYE } from '../palette.ts';
import { paint, tint } from './paint.ts';

export const FINCHES_MORE: BirdDrawing[] = [
  {
    id: 'goudvink',
    name: 'Goudvink',
    posture: 'songbird',
    beak: 5,
    shape: { head: 1.1, plump: 1.12, tail: 1.05, bill: 0.8, billDepth: 1.1, wingBars: 1 },
    base: {
      colours: paint({
        crown: '#151517',
        nape: '#8b929c',
        'face cheek throat breast belly': '#e3574e',
        undertail: '#f6f4f0',
        back: '#8b929c',
        rump: '#f6f4f0',
        wing: '#1a1a1c',
        wingBars: '#e8e8e6',
        tail: '#151517',
        bill: '#1c1c1c',
        legs: '#6e5e5a',
        eye: EYE,
      }),
      markings: [
        { kind: 'cap', colour: '#151517', depth: 'eye' },
        { kind: 'bib', colour: '#151517', size: 'small' },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({ 'face cheek throat breast belly': '#b9a596', back: '#8e8074' }),
      },
    ],
  },
  {
    id: 'appelvink',
    name: 'Appelvink',
    posture: 'songbird',
    beak: 5,
    shape: { head: 1.3, plump: 1.05, tail: 0.7, bill: 1.15, billDepth: 1.45, tailShape: 'square' },
    base: {
      colours: paint({
        'crown face cheek': '#c98648',
        nape: '#8e949a',
        throat: '#1c1c1c',
        'breast belly': '#d2a894',
        undertail: '#f4f0ea',
        back: '#6a4a36',
        wing: '#1e2230',
        primaries: '#1c2030',
        tail: '#9a6a46',
        bill: '#c9b49b',
        legs: '#c6a08c',
        eye: '#5a3a2a',
      }),
      markings: [
        { kind: 'bib', colour: '#1c1c1c', size: 'small' },
        { kind: 'mask', colour: '#3a2a20', small: true },
        { kind: 'wingPatch', colour: '#ecebe6', place: 'coverts' },
        { kind: 'tailBand', colour: '#f4f0ea' },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({
          'crown face cheek': '#b08a62',
          'breast belly': '#c9ad9e',
          wing: '#545c6c',
        }),
      },
    ],
  },
  {
    id: 'kruisbek',
    name: 'Kruisbek',
    posture: 'songbird',
    beak: 5,
    shape: { head: 1.15, plump: 1.05, tail: 0.9, tailShape: 'forked', bill: 1.6, billDepth: 0.9 },
    base: {
      colours: paint({
        'crown nape face cheek throat breast belly back': '#c2463a',
        flank: '#b85a48',
        undertail: '#e6d6cc',
        rump: '#d6503e',
        wing: '#3a302c',
        tail: '#3a302c',
        bill: '#6b625a',
        legs: '#4a3a34',
        eye: EYE,
      }),
      markings: [{ kind: 'streaks', area: 'back', colour: '#8a3a2e' }, { kind: 'crossedBill' }],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape face cheek throat breast belly back flank': '#8c9a4e',
          rump: '#b8c24a',
        }),
        markings: [{ kind: 'streaks', area: 'back', colour: '#5e6a34' }, { kind: 'crossedBill' }],
      },
    ],
  },
];
