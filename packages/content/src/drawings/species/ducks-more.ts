// Shoveler, mandarin and shelduck, drawn swimming.
import type { BirdDrawing } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { hen } from './duck-hen.ts';
import { paint, tint } from './paint.ts';

export const DUCKS_MORE: BirdDrawing[] = [
  {
    id: 'slobeend',
    name: 'Slobeend',
    posture: 'duck',
    beak: 4,
    shape: { bill: 1.45, billDepth: 1.15 },
    base: {
      colours: paint({
        'crown face cheek throat nape neck': '#1e5a3e',
        breast: '#f4f2ec',
        'belly flank': '#b5582e',
        undertail: '#1e1e20',
        back: '#3a3a3e',
        wing: '#6a7a9a',
        tail: '#eae8e2',
        bill: '#1e1e20',
        legs: '#ee8a2a',
        eye: '#f2cf2a',
      }),
      markings: [
        { kind: 'sheen', colour: '#3a5a7a' },
        { kind: 'wingPatch', colour: '#8aa6d6', place: 'shoulder' },
      ],
    },
    variants: [
      { form: 'man', plumage: 'prachtkleed' },
      { form: 'vrouw', ...hen('#d0843a') },
    ],
  },
  {
    id: 'mandarijneend',
    name: 'Mandarijneend',
    posture: 'duck',
    beak: 4,
    shape: { body: 0.85, bill: 0.6, head: 1.15 },
    base: {
      colours: paint({
        'crown nape': '#2e4a3e',
        face: '#f4efe6',
        cheek: '#e8803a',
        throat: '#e8803a',
        neck: '#e8803a',
        breast: '#5a2e4a',
        'belly undertail': '#f4f2ee',
        flank: '#d8a06a',
        back: '#4a3e36',
        wing: '#6a5a4a',
        tail: '#3a3230',
        bill: '#d0282e',
        billTip: '#f2e6d6',
        legs: '#e8a040',
        eye: EYE,
      }),
      markings: [
        { kind: 'crest', colour: '#2e4a3e', shape: 'tuft' },
        { kind: 'supercilium', colour: WHITE },
        { kind: 'wingPatch', colour: '#ea8a3a', place: 'shoulder' },
        { kind: 'breastBand', colour: '#1e1e22' },
      ],
    },
    variants: [
      { form: 'man', plumage: 'prachtkleed' },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape face cheek throat neck': '#8a8a8c',
          'breast flank back wing': '#8a7a6a',
          bill: '#6a5a5a',
          billTip: '#c8a090',
        }),
        markings: [
          { kind: 'eyeStripe', colour: WHITE, behindOnly: true, width: 0.12 },
          { kind: 'spots', area: 'underparts', colour: '#e8dcc8' },
        ],
      },
    ],
  },
  {
    id: 'bergeend',
    name: 'Bergeend',
    posture: 'duck',
    beak: 4,
    shape: { neck: 1.15 },
    base: {
      colours: paint({
        'crown face cheek throat nape neck': '#1e4a36',
        'breast belly flank back': '#f6f5f2',
        undertail: '#e8a878',
        wing: '#f4f2ee',
        primaries: '#1e1e20',
        tail: '#f2f0ec',
        bill: '#cc2a34',
        legs: '#e6888a',
        eye: EYE,
      }),
      markings: [
        { kind: 'breastBand', colour: '#b4602e' },
        { kind: 'wingPatch', colour: '#1e1e20', place: 'secondaries' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
