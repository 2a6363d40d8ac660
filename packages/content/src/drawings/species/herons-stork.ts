// Herons and stork, standing.
import type { BirdDrawing } from '../types.ts';
import { EYE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const ALL_WHITE = 'crown nape neck face cheek throat breast belly flank undertail back wing tail';

export const HERONS_STORK: BirdDrawing[] = [
  {
    id: 'blauwe-reiger',
    name: 'Blauwe reiger',
    posture: 'heron',
    beak: 9,
    shape: { bill: 1.25 },
    base: {
      colours: paint({
        'crown face cheek throat': '#f4f4f2',
        neck: '#d9dcdf',
        'breast belly flank undertail': '#d0d4d8',
        'back wing': '#98a2ae',
        primaries: '#2a2c30',
        tail: '#8a94a0',
        bill: '#e8c23a',
        legs: '#b8a468',
        eye: '#f0d23a',
      }),
      markings: [
        { kind: 'eyeStripe', colour: '#1e1e20', behindOnly: true, width: 0.3 },
        { kind: 'crest', colour: '#1e1e20', shape: 'swept' },
        { kind: 'streaks', area: 'breast', colour: '#3a3a40' },
        { kind: 'wingPatch', colour: '#1e1e20', place: 'shoulder' },
      ],
    },
    variants: [
      { form: 'volwassen' },
      {
        form: 'juveniel',
        colours: tint({ crown: '#5a5e66', 'neck face cheek': '#b8bcc2', bill: '#9a8a5a' }),
        markings: [{ kind: 'streaks', area: 'breast', colour: '#4a4a50' }],
      },
    ],
  },
  {
    id: 'grote-zilverreiger',
    name: 'Grote zilverreiger',
    posture: 'heron',
    beak: 9,
    shape: { neck: 1.25, legs: 1.1, bill: 1.1 },
    base: {
      colours: paint({
        [ALL_WHITE]: '#f8f8f6',
        primaries: '#f2f2ee',
        bill: '#f0c82a',
        legs: '#2a2a2a',
        eye: '#f0d23a',
      }),
      markings: [],
    },
    variants: [
      { form: 'volwassen', plumage: 'winterkleed' },
      {
        form: 'volwassen',
        plumage: 'broedkleed',
        colours: tint({ bill: '#2a2a2a', eyeRing: '#8ac83a' }),
      },
    ],
  },
  {
    id: 'kleine-zilverreiger',
    name: 'Kleine zilverreiger',
    posture: 'heron',
    beak: 9,
    shape: { neck: 0.9, bill: 0.9, legs: 0.85 },
    base: {
      colours: paint({
        [ALL_WHITE]: '#f8f8f6',
        primaries: '#f2f2ee',
        bill: '#1e1e20',
        legs: '#1e1e20',
        eye: '#f0d23a',
        eyeRing: '#e8d26a',
      }),
      markings: [{ kind: 'crest', colour: '#f8f8f6', shape: 'swept' }],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'ooievaar',
    name: 'Ooievaar',
    posture: 'stork',
    beak: 9,
    shape: { head: 1.1, bill: 1.3, billDepth: 1.3 },
    base: {
      colours: paint({
        [ALL_WHITE]: '#f8f8f6',
        'wing primaries': '#1e1e20',
        bill: '#d8302a',
        legs: '#d8302a',
        eye: EYE,
      }),
      // Black flight feathers and greater coverts: the folded wing is black behind white shoulders.
      markings: [{ kind: 'wingPatch', colour: '#f8f8f6', place: 'shoulder' }],
    },
    variants: [{ form: 'volwassen' }],
  },
];
