// The cormorant: its own posture, upright on a post, since a swimming duck shape misled.
import type { BirdDrawing } from '../types.ts';
import { paint, tint } from './paint.ts';

export const CORMORANT: BirdDrawing[] = [
  {
    id: 'aalscholver',
    name: 'Aalscholver',
    posture: 'cormorant',
    beak: 7,
    shape: { bill: 2.3, billDepth: 0.55, plump: 1.3, head: 1.1, tail: 1.1 },
    base: {
      colours: paint({
        'crown nape neck face breast belly flank undertail': '#1f2124',
        'cheek throat': '#f2efe8',
        back: '#4e4234',
        wing: '#5a4a3a',
        tertials: '#2a2420',
        tail: '#1f2124',
        bill: '#6a6660',
        legs: '#1e1e20',
        eye: '#2a9a6a',
      }),
      markings: [
        { kind: 'mask', colour: '#e2b43a', small: true }, // bare yellow skin at the bill base
        { kind: 'scales', area: 'wing', colour: '#1a1a1c' },
        { kind: 'sheen', colour: '#2e4a3e' },
      ],
    },
    variants: [
      {
        form: 'volwassen',
        plumage: 'broedkleed',
        extraMarkings: [{ kind: 'streaks', area: 'crown', colour: '#f4f2ee' }],
      },
      { form: 'volwassen', plumage: 'winterkleed' },
      {
        form: 'juveniel',
        colours: tint({
          'crown nape neck face flank': '#4a3e34',
          'cheek throat breast belly': '#d8cebe',
        }),
        markings: [{ kind: 'mask', colour: '#d8b060', small: true }],
      },
    ],
  },
];
