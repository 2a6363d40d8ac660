// Diving ducks and sawbill, drawn swimming.
import type { BirdDrawing } from '../types.ts';
import { WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const DIVER = { plump: 1.1, neck: 0.75, head: 1.15, tail: 0.7 };

export const DIVING_DUCKS: BirdDrawing[] = [
  {
    id: 'kuifeend',
    name: 'Kuifeend',
    posture: 'duck',
    beak: 4,
    shape: { ...DIVER, bill: 0.85 },
    base: {
      colours: paint({
        'crown face cheek throat nape neck breast back wing tail undertail': '#1f1f24',
        'belly flank': '#f4f4f2',
        bill: '#8e9cb0',
        billTip: '#1f1f24',
        legs: '#6a6a7a',
        eye: '#f2c81e',
      }),
      markings: [
        { kind: 'crest', colour: '#1f1f24', shape: 'tuft' },
        { kind: 'sheen', colour: '#4a3a6a' },
        { kind: 'wingPatch', colour: WHITE, place: 'speculum' },
      ],
    },
    variants: [
      { form: 'man', plumage: 'prachtkleed' },
      {
        form: 'vrouw',
        colours: tint({
          'crown face cheek throat nape neck breast back wing tail undertail': '#4a3a2e',
          'belly flank': '#7e6a58',
        }),
        markings: [{ kind: 'crest', colour: '#4a3a2e', shape: 'tuft' }],
      },
    ],
  },
  {
    id: 'tafeleend',
    name: 'Tafeleend',
    posture: 'duck',
    beak: 4,
    shape: { ...DIVER, bill: 1.05 },
    base: {
      colours: paint({
        'crown face cheek throat nape neck': '#a4482a',
        breast: '#1f1f22',
        'belly flank back wing': '#c0c3c6',
        undertail: '#1f1f22',
        rump: '#1f1f22',
        tail: '#3a3a3e',
        bill: '#2a2a2e',
        legs: '#6a6a7a',
        eye: '#c8242a',
      }),
      markings: [
        { kind: 'scales', area: 'flank', colour: '#a6a9ae' },
        { kind: 'crownStripe', colour: '#8e3c22', width: 0.1 },
      ],
    },
    variants: [
      { form: 'man', plumage: 'prachtkleed' },
      {
        form: 'vrouw',
        colours: tint({
          'crown face cheek throat nape neck breast': '#7e5e44',
          'belly flank back wing': '#9e968c',
          eye: '#6a4a3a',
        }),
        markings: [{ kind: 'eyeStripe', colour: '#d8ccb8', behindOnly: true, width: 0.1 }],
      },
    ],
  },
  {
    id: 'brilduiker',
    name: 'Brilduiker',
    posture: 'duck',
    beak: 4,
    shape: { ...DIVER, head: 1.3, bill: 0.75 },
    base: {
      colours: paint({
        'crown face cheek throat nape neck': '#1c2a26',
        'breast belly flank': '#f6f6f4',
        back: '#1e1e22',
        wing: '#1e1e22',
        primaries: '#1e1e22',
        tail: '#2a2a2e',
        bill: '#1e1e22',
        legs: '#e8a040',
        eye: '#f2cf2a',
      }),
      markings: [
        { kind: 'mask', colour: WHITE, small: true },
        { kind: 'sheen', colour: '#2e6a4a' },
        { kind: 'wingPatch', colour: WHITE, place: 'secondaries' },
      ],
    },
    variants: [
      { form: 'man', plumage: 'prachtkleed' },
      {
        form: 'vrouw',
        colours: tint({
          'crown face cheek throat nape': '#6e3e26',
          neck: '#f2f0ea',
          'breast belly flank back': '#8e9094',
          wing: '#7a7c80',
          bill: '#2e2e30',
        }),
        markings: [{ kind: 'wingPatch', colour: WHITE, place: 'speculum' }],
      },
    ],
  },
  {
    id: 'grote-zaagbek',
    name: 'Grote zaagbek',
    posture: 'duck',
    beak: 4,
    shape: { body: 1.15, bill: 1.05, billDepth: 0.6, head: 1.05 },
    base: {
      colours: paint({
        'crown face cheek throat nape neck': '#1c3a30',
        'breast belly flank': '#f6ebe2',
        back: '#1e1e22',
        wing: '#f4f2ee',
        primaries: '#1e1e22',
        tail: '#8a8c90',
        bill: '#c8242e',
        legs: '#e0482e',
        eye: '#5a1e1e',
      }),
      markings: [{ kind: 'sheen', colour: '#2e6a4a' }],
    },
    variants: [
      { form: 'man', plumage: 'prachtkleed' },
      {
        form: 'vrouw',
        colours: tint({
          'crown face cheek nape neck': '#9a4a26',
          throat: WHITE,
          breast: '#d8d8d6',
          'belly flank': '#eeeeec',
          'back wing': '#8a8e94',
        }),
        markings: [{ kind: 'crest', colour: '#9a4a26', shape: 'tuft' }],
      },
    ],
  },
];
