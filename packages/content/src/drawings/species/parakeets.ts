// The feral parakeets, perched.
import type { BirdDrawing } from '../types.ts';
import { paint, tint } from './paint.ts';

const PARAKEET = {
  tilt: 18,
  tail: 2.6,
  tailWidth: 0.7,
  tailShape: 'pointed' as const,
  head: 1.1,
  wing: 1.05,
  legs: 0.8,
  bill: 1.35,
  billDepth: 1.1,
};

export const PARAKEETS: BirdDrawing[] = [
  {
    id: 'halsbandparkiet',
    name: 'Halsbandparkiet',
    posture: 'songbird',
    beak: 7,
    shape: PARAKEET,
    base: {
      colours: paint({
        'crown face cheek back': '#5fb642',
        nape: '#7fb0a8',
        'throat breast belly': '#8cca5a',
        undertail: '#a6d46a',
        wing: '#4e9e3a',
        primaries: '#3e7e3a',
        tail: '#5aa4a0',
        bill: '#d0242a',
        legs: '#8a8a8a',
        eye: '#e8d8a0',
        eyeRing: '#e08a3a',
      }),
      markings: [
        { kind: 'collar', colour: '#1b1b1b', edge: '#e59ab0' },
        { kind: 'bib', colour: '#1b1b1b', size: 'small' },
      ],
    },
    variants: [
      { form: 'man' },
      // The female lacks the ring and the long central tail streamers.
      {
        form: 'vrouw',
        colours: tint({ nape: '#5fb642' }),
        markings: [],
        shape: { ...PARAKEET, tail: 2.15 },
      },
    ],
  },
  {
    id: 'grote-alexanderparkiet',
    name: 'Grote Alexanderparkiet',
    posture: 'songbird',
    beak: 7,
    shape: { ...PARAKEET, head: 1.15, bill: 1.6, billDepth: 1.3, tail: 2.4 },
    base: {
      colours: paint({
        'crown face cheek back': '#5aa83e',
        nape: '#8ab0b8',
        'throat breast belly': '#8cc45e',
        undertail: '#a4cc6a',
        wing: '#4a963a',
        primaries: '#3a7a36',
        tail: '#5a9ea0',
        bill: '#c01e28',
        legs: '#8a8a8a',
        eye: '#e8d8a0',
        eyeRing: '#e08a3a',
      }),
      markings: [
        { kind: 'wingPatch', colour: '#a3283a', place: 'shoulder' },
        { kind: 'collar', colour: '#1b1b1b', edge: '#e59ab0' },
        { kind: 'bib', colour: '#1b1b1b', size: 'small' },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({ nape: '#5aa83e' }),
        markings: [{ kind: 'wingPatch', colour: '#a3283a', place: 'shoulder' }],
      },
    ],
  },
];
