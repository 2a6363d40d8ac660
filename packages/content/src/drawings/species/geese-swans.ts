// Geese and swan, drawn swimming.
import type { BirdDrawing } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const GOOSE = { neck: 1.7, body: 1.05, plump: 1.1, head: 0.95, bill: 0.85, billDepth: 1.15 };

export const GEESE_SWANS: BirdDrawing[] = [
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
