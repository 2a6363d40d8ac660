// Long-tailed tit, nuthatch and treecreeper.
import type { BirdDrawing } from '../types.ts';
import { BLACK, EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

export const LONG_TAILED_TIT_CLIMBERS: BirdDrawing[] = [
  {
    id: 'staartmees',
    name: 'Staartmees',
    posture: 'songbird',
    beak: 3,
    shape: {
      head: 1.0,
      body: 0.8,
      plump: 1.1,
      tail: 2.5,
      tailWidth: 0.75,
      tailShape: 'graduated',
      bill: 0.6,
      tilt: 6,
    },
    base: {
      colours: paint({
        'crown face throat breast': '#f6f4f0',
        cheek: '#f6f4f0',
        belly: '#f2e6e4',
        flank: '#e6bfc2',
        undertail: '#e6bfc2',
        nape: '#23232a',
        back: '#d6a2a8', // the pink scapulars above the folded wing
        wing: '#2c2c33',
        tertials: '#d9d4d0',
        tail: '#1f1f25',
        bill: BLACK,
        legs: '#3e3a3a',
        eye: EYE,
        eyeRing: '#e2834f',
      }),
      markings: [
        { kind: 'supercilium', colour: '#23232a' },
        { kind: 'tailEdges', colour: WHITE },
      ],
    },
    variants: [
      { form: 'volwassen' },
      {
        form: 'juveniel',
        colours: tint({
          'cheek face': '#6d5c52',
          back: '#3a3438',
          'flank undertail belly': '#efe8e0',
          eyeRing: '#d7b07a',
        }),
        markings: [{ kind: 'tailEdges', colour: WHITE }],
      },
    ],
  },
  {
    id: 'boomklever',
    name: 'Boomklever',
    posture: 'woodpecker',
    beak: 9,
    shape: { head: 1.15, tail: 0.45, tailShape: 'square', bill: 0.55, tilt: -20, plump: 1.1 },
    base: {
      colours: paint({
        'crown nape back wing': '#6f89a6',
        'face cheek throat': '#f4eee4',
        breast: '#e9b27a',
        belly: '#e4a56a',
        'flank undertail': '#b05a32',
        tail: '#5d7590',
        primaries: '#4c5c70',
        bill: '#4a4f57',
        legs: '#9a8c76',
        eye: EYE,
      }),
      markings: [{ kind: 'eyeStripe', colour: BLACK }],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'boomkruiper',
    name: 'Boomkruiper',
    posture: 'woodpecker',
    beak: 8,
    shape: { head: 0.9, body: 0.95, plump: 0.9, tail: 1.1, bill: 0.6 },
    base: {
      colours: paint({
        'crown nape back wing': '#8a6a4a',
        face: '#8a6a4a',
        'throat breast belly': '#f4f1ea',
        flank: '#e6ddcc',
        undertail: '#d9c9ad',
        wingBars: '#e6d5b0',
        tail: '#7d6045',
        bill: '#5a4a3a',
        legs: '#b29a80',
        eye: EYE,
      }),
      markings: [
        { kind: 'supercilium', colour: '#f4f1ea' },
        { kind: 'streaks', area: 'back', colour: '#e8dcc4' },
        { kind: 'streaks', area: 'crown', colour: '#e8dcc4' },
        { kind: 'spots', area: 'wing', colour: '#e8dcc4' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
