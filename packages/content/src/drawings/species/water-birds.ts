// Grebes and rails.
import type { BirdDrawing } from '../types.ts';
import { WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const GREBE = { neck: 1.35, head: 1.0, tail: 0.4, plump: 1.05 };

export const WATER_BIRDS: BirdDrawing[] = [
  {
    id: 'fuut',
    name: 'Fuut',
    posture: 'duck',
    beak: 9,
    shape: { ...GREBE, bill: 0.85 },
    base: {
      colours: paint({
        'crown nape': '#2a2624',
        'face cheek throat neck breast': '#f6f4ee',
        'belly flank undertail': '#e8dccb',
        back: '#6a5a4c',
        wing: '#6e5e50',
        tail: '#6a5a4c',
        bill: '#d8909a',
        legs: '#5a6a4a',
        eye: '#d8242a',
      }),
      markings: [{ kind: 'mask', colour: '#2a2624', small: true }],
    },
    variants: [
      { form: 'volwassen', plumage: 'winterkleed' },
      {
        form: 'volwassen',
        plumage: 'zomerkleed',
        markings: [
          { kind: 'crest', colour: '#2a2624', shape: 'ears' },
          { kind: 'napePatch', colour: '#c05a28', large: true },
          { kind: 'mask', colour: '#2a2624', small: true },
          { kind: 'cap', colour: '#2a2624', depth: 'crown' },
        ],
      },
    ],
  },
  {
    id: 'dodaars',
    name: 'Dodaars',
    posture: 'duck',
    beak: 3,
    shape: { body: 0.75, plump: 1.2, neck: 0.7, head: 1.1, tail: 0.35, bill: 1.05 },
    base: {
      colours: paint({
        'crown nape back wing tail': '#5e4a3a',
        'face cheek throat neck breast': '#c8a882',
        'belly flank undertail': '#d8c2a4',
        bill: '#3a3632',
        legs: '#5a6a4a',
        eye: '#c89a2a',
      }),
      markings: [],
    },
    variants: [
      { form: 'volwassen', plumage: 'winterkleed' },
      {
        form: 'volwassen',
        plumage: 'zomerkleed',
        colours: tint({
          'crown nape back wing tail': '#3a2e26',
          'face cheek throat neck': '#9a3a22',
          'breast belly flank': '#5e4a3a',
          bill: '#1e1e20',
        }),
        markings: [{ kind: 'mask', colour: '#f0e04a', small: true }],
      },
    ],
  },
  {
    id: 'meerkoet',
    name: 'Meerkoet',
    posture: 'duck',
    beak: 6,
    shape: { body: 0.85, plump: 1.25, neck: 0.75, head: 1.05, bill: 0.7, tail: 0.5 },
    base: {
      colours: paint({
        'crown nape neck face cheek throat breast belly flank undertail back wing tail': '#222326',
        bill: '#f4f0ec',
        legs: '#8a9a4a',
        eye: '#c8242a',
      }),
      markings: [{ kind: 'shield', colour: WHITE }],
    },
    variants: [
      { form: 'volwassen' },
      {
        form: 'juveniel',
        colours: tint({
          'crown nape neck back wing tail': '#5a5650',
          'face cheek throat breast': '#d8d2c8',
          bill: '#b8b0a4',
          eye: '#5a4a3a',
        }),
        markings: [],
      },
    ],
  },
  {
    id: 'waterhoen',
    name: 'Waterhoen',
    posture: 'rail',
    beak: 6,
    shape: { bill: 0.65, legs: 1.05 },
    base: {
      colours: paint({
        'crown nape neck face cheek throat breast belly flank': '#3a3e4a',
        undertail: '#f6f6f4',
        'back wing': '#4e4a3a',
        tail: '#2a2a2e',
        bill: '#d0242a',
        billTip: '#f0d02a',
        legs: '#a8c83a',
        eye: '#c8242a',
      }),
      markings: [
        { kind: 'shield', colour: '#d0242a' },
        { kind: 'flankLine', colour: WHITE },
      ],
    },
    variants: [
      { form: 'volwassen' },
      {
        form: 'juveniel',
        colours: tint({
          'crown nape neck face cheek breast belly flank': '#7a705e',
          throat: '#d8d2c4',
          bill: '#8a8a5a',
          billTip: '#8a8a5a',
        }),
        markings: [{ kind: 'flankLine', colour: '#e8e4da' }],
      },
    ],
  },
  {
    id: 'waterral',
    name: 'Waterral',
    posture: 'rail',
    beak: 2,
    shape: { bill: 1.9, billDepth: 0.8, body: 1.0, plump: 0.9, legs: 0.9 },
    base: {
      colours: paint({
        'crown nape back wing': '#7a5e40',
        'face cheek throat breast': '#6f7a88',
        'belly flank': '#2a2a2e',
        undertail: '#f2efe8',
        tail: '#5e4a34',
        bill: '#d0302a',
        billTip: '#5a3a2a',
        legs: '#c89a8a',
        eye: '#c8242a',
      }),
      markings: [
        { kind: 'bars', area: 'flank', colour: '#f2efe8' },
        { kind: 'streaks', area: 'back', colour: '#2a1e16', heavy: true },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
