// Buntings.
import type { BirdDrawing, Marking } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const EDGES: Marking = { kind: 'tailEdges', colour: WHITE };

export const BUNTINGS: BirdDrawing[] = [
  {
    id: 'geelgors',
    name: 'Geelgors',
    posture: 'songbird',
    beak: 5,
    shape: { tail: 1.35, body: 1.05 },
    base: {
      colours: paint({
        'crown face cheek throat': '#f2d52c',
        nape: '#cbbf4a',
        breast: '#f1d23a',
        'belly undertail': '#f3df5a',
        flank: '#e6c750',
        back: '#9a6a3e',
        rump: '#b46a3a',
        wing: '#7d5a3a',
        tertials: '#c9a06a',
        tail: '#4e3a2a',
        bill: '#8d8a86',
        legs: '#c9a08a',
        eye: EYE,
      }),
      markings: [
        { kind: 'eyeStripe', colour: '#7d7a3a', behindOnly: true },
        { kind: 'moustache', colour: '#7d7a3a' },
        { kind: 'streaks', area: 'flank', colour: '#a45a2e', heavy: true },
        { kind: 'streaks', area: 'back', colour: '#3e2a1c', heavy: true },
        EDGES,
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape face cheek': '#b9a54e',
          'throat breast': '#e9d67a',
          'belly undertail': '#ece08e',
        }),
        extraMarkings: [
          { kind: 'streaks', area: 'breast', colour: '#7a6030' },
          { kind: 'streaks', area: 'crown', colour: '#5a4a28' },
        ],
      },
    ],
  },
  {
    id: 'rietgors',
    name: 'Rietgors',
    posture: 'songbird',
    beak: 5,
    shape: { tail: 1.35, body: 1.0 },
    base: {
      colours: paint({
        'crown face cheek throat': '#1c1c1e',
        nape: WHITE,
        breast: '#f1efe9',
        'belly undertail': '#f3f1ec',
        flank: '#dcd5c8',
        back: '#8e6240',
        wing: '#7a5436',
        tertials: '#d0a776',
        tail: '#3a2c22',
        bill: '#3a3a3a',
        legs: '#9c7c66',
        eye: EYE,
      }),
      markings: [
        { kind: 'moustache', colour: WHITE },
        { kind: 'bib', colour: '#1c1c1e', size: 'medium' },
        { kind: 'streaks', area: 'back', colour: '#2e2218', heavy: true },
        { kind: 'streaks', area: 'flank', colour: '#8a7a66' },
        EDGES,
      ],
    },
    variants: [
      { form: 'man', plumage: 'zomerkleed' },
      {
        form: 'man',
        plumage: 'winterkleed',
        colours: tint({ 'crown face cheek': '#7a5e46', nape: '#b7a58a' }),
        markings: [
          { kind: 'bib', colour: '#3a3130', size: 'small' },
          { kind: 'moustache', colour: '#efe6d6' },
          { kind: 'streaks', area: 'back', colour: '#2e2218', heavy: true },
          EDGES,
        ],
      },
      {
        form: 'vrouw',
        colours: tint({ 'crown face nape': '#7a5e46', cheek: '#8f6e50', throat: '#efe6d6' }),
        markings: [
          { kind: 'supercilium', colour: '#e6d6b6' },
          { kind: 'moustache', colour: '#2e2218' },
          { kind: 'streaks', area: 'breast', colour: '#6a5038' },
          { kind: 'streaks', area: 'back', colour: '#2e2218', heavy: true },
          EDGES,
        ],
      },
    ],
  },
];
