// Diving ducks, geese and swan, drawn swimming.
import type { BirdDrawing } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const GOOSE = { neck: 1.7, body: 1.05, plump: 1.1, head: 0.95, bill: 0.85, billDepth: 1.15 };
const DIVER = { plump: 1.1, neck: 0.75, head: 1.15, tail: 0.7 };

export const DIVING_DUCKS_GEESE: BirdDrawing[] = [
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
  {
    id: 'nijlgans',
    name: 'Nijlgans',
    posture: 'duck',
    beak: 4,
    shape: { ...GOOSE, neck: 1.5, legs: 1 },
    base: {
      colours: paint({
        'crown nape neck face cheek throat': '#e6dccc',
        'breast belly flank': '#cbb49a',
        undertail: '#efdcb8',
        back: '#8a6a4e',
        wing: '#f0ece4',
        primaries: '#1e1e20',
        tail: '#1e1e20',
        bill: '#e6a0a4',
        legs: '#e6a0a4',
        eye: '#e8a040',
      }),
      markings: [
        { kind: 'mask', colour: '#7a4a2e', small: true },
        { kind: 'eyeStripe', colour: '#7a4a2e', width: 0.36, behindOnly: true },
        { kind: 'collar', colour: '#8a5a3a' },
        { kind: 'breastBand', colour: '#7a4a2e' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'grauwe-gans',
    name: 'Grauwe gans',
    posture: 'duck',
    beak: 4,
    shape: GOOSE,
    base: {
      colours: paint({
        'crown nape neck face cheek throat': '#8c857a',
        'breast belly flank': '#a8a196',
        undertail: '#f4f2ee',
        back: '#7c7568',
        wing: '#8a8478',
        tail: '#6a6560',
        bill: '#ec9a4a',
        legs: '#eaa2a0',
        eye: EYE,
      }),
      markings: [
        { kind: 'scales', area: 'back', colour: '#e6e0d6' },
        { kind: 'bars', area: 'flank', colour: '#6a645a' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'kolgans',
    name: 'Kolgans',
    posture: 'duck',
    beak: 4,
    shape: { ...GOOSE, neck: 1.45 },
    base: {
      colours: paint({
        'crown nape neck face cheek throat': '#6e665c',
        'breast belly flank': '#928a7e',
        undertail: '#f4f2ee',
        back: '#6a6258',
        wing: '#7a7266',
        tail: '#5a5550',
        bill: '#e89aa8',
        legs: '#ee8a2a',
        eye: EYE,
      }),
      markings: [
        { kind: 'mask', colour: WHITE, small: true },
        { kind: 'bars', area: 'belly', colour: '#1e1e20' },
        { kind: 'scales', area: 'back', colour: '#d6d0c4' },
      ],
    },
    variants: [
      { form: 'volwassen' },
      { form: 'juveniel', markings: [{ kind: 'scales', area: 'back', colour: '#c6c0b4' }] },
    ],
  },
  {
    id: 'canadese-gans',
    name: 'Canadese gans',
    posture: 'duck',
    beak: 4,
    shape: { ...GOOSE, neck: 2.1, body: 1.15 },
    base: {
      colours: paint({
        'crown nape neck face throat': '#1c1c1e',
        cheek: WHITE,
        breast: '#e6e0d6',
        'belly flank': '#b8ab98',
        undertail: WHITE,
        back: '#7a6a58',
        wing: '#7e6e5c',
        tail: '#1e1e20',
        bill: '#1e1e20',
        legs: '#2a2a2a',
        eye: EYE,
      }),
      markings: [{ kind: 'scales', area: 'back', colour: '#cdbfa8' }],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'brandgans',
    name: 'Brandgans',
    posture: 'duck',
    beak: 4,
    shape: { ...GOOSE, neck: 1.4, bill: 0.6 },
    base: {
      colours: paint({
        'crown nape neck throat': '#1c1c1e',
        'face cheek': '#f6f4ee',
        breast: '#1c1c1e',
        'belly flank': '#d4d4d2',
        undertail: WHITE,
        back: '#8a8c90',
        wing: '#9a9ca0',
        tail: '#1e1e20',
        bill: '#1e1e20',
        legs: '#2a2a2a',
        eye: EYE,
      }),
      markings: [
        { kind: 'bars', area: 'back', colour: '#3a3a3e' },
        { kind: 'bars', area: 'flank', colour: '#a8a8aa' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'knobbelzwaan',
    name: 'Knobbelzwaan',
    posture: 'duck',
    beak: 4,
    shape: { neck: 2.6, body: 1.25, plump: 1.15, tail: 0.9, bill: 0.9 },
    base: {
      colours: paint({
        'crown nape neck face cheek throat breast belly flank undertail back wing tail': '#f7f6f2',
        bill: '#ec7a2a',
        legs: '#2a2a2a',
        eye: EYE,
      }),
      markings: [
        { kind: 'shield', colour: '#1e1e20' },
        { kind: 'mask', colour: '#1e1e20', small: true },
      ],
    },
    variants: [
      { form: 'volwassen' },
      {
        form: 'juveniel',
        colours: tint({
          'crown nape neck face cheek throat breast belly flank undertail back wing tail':
            '#a8988a',
          bill: '#8a8a90',
        }),
        markings: [],
      },
    ],
  },
];
