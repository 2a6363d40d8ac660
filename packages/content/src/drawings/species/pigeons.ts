// Pigeons and doves.
import type { BirdDrawing } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

export const PIGEONS: BirdDrawing[] = [
  {
    id: 'houtduif',
    name: 'Houtduif',
    posture: 'pigeon',
    beak: 3,
    shape: { body: 1.1, tail: 1.15 },
    base: {
      colours: paint({
        'crown face cheek throat nape': '#8a93a6',
        neck: '#8a93a6',
        breast: '#b897a2',
        'belly flank': '#b9b7c3',
        undertail: '#a7adbb',
        back: '#8e96a3',
        wing: '#939baa',
        primaries: '#3e434c',
        tail: '#7f8794',
        bill: '#e0939a',
        billTip: '#f2d45a',
        legs: '#d56a6a',
        eye: '#efe3a0',
      }),
      markings: [
        { kind: 'neckPatch', colour: WHITE },
        { kind: 'sheen', colour: '#7a9a86' },
        { kind: 'wingPatch', colour: WHITE, place: 'edge' },
        { kind: 'tailBand', colour: '#3a3d44' },
      ],
    },
    variants: [
      { form: 'volwassen' },
      {
        form: 'juveniel',
        colours: tint({ breast: '#a8a0a6', bill: '#b59a9a', eye: '#a89a70' }),
        markings: [
          { kind: 'wingPatch', colour: WHITE, place: 'edge' },
          { kind: 'tailBand', colour: '#3a3d44' },
        ],
      },
    ],
  },
  {
    id: 'stadsduif',
    name: 'Stadsduif',
    posture: 'pigeon',
    beak: 3,
    shape: {},
    base: {
      colours: paint({
        'crown face cheek throat nape breast': '#5f6877',
        'belly flank undertail back': '#8f98a6',
        rump: '#e6e8ea',
        wing: '#aab2be',
        wingBars: '#1e1f22',
        primaries: '#3a3d44',
        tail: '#848c99',
        bill: '#3a3a3c',
        legs: '#d86a6a',
        eye: '#e88a2a',
      }),
      markings: [
        { kind: 'sheen', colour: '#5a9a7a' },
        { kind: 'sheen', colour: '#8a4a8a' },
        { kind: 'tailBand', colour: '#2a2b30' },
      ],
    },
    variants: [
      { form: 'volwassen', plumage: 'blauw gebalkt' },
      {
        form: 'volwassen',
        plumage: 'blauw gekrast',
        colours: tint({ wingBars: '#aab2be' }),
        extraMarkings: [{ kind: 'spots', area: 'wing', colour: '#2e3036', large: true }],
      },
    ],
  },
  {
    id: 'holenduif',
    name: 'Holenduif',
    posture: 'pigeon',
    beak: 3,
    // Smaller and rounder than the stadsduif, with a small round head; no white anywhere, a
    // dark eye and only two short black dashes on the inner wing instead of two long bars.
    shape: { body: 0.92, plump: 1.05, head: 0.95, tail: 0.9, shortBars: true },
    base: {
      colours: paint({
        'crown face cheek throat nape': '#8590a3',
        breast: '#b392a0',
        'belly flank undertail back rump': '#95a0b0',
        wing: '#9eaaba',
        wingBars: '#26282c',
        primaries: '#3a3e46',
        tail: '#8a94a3',
        bill: '#d9a0a6',
        billTip: '#efe0a0',
        legs: '#d86a6a',
        eye: EYE,
      }),
      markings: [
        { kind: 'neckPatch', colour: '#4f9a7e' },
        { kind: 'tailBand', colour: '#2e3036' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'turkse-tortel',
    name: 'Turkse tortel',
    posture: 'pigeon',
    beak: 3,
    shape: { head: 1.05, body: 0.95, tail: 1.35, plump: 0.92 },
    base: {
      colours: paint({
        'crown face cheek throat nape breast': '#d7c7b6',
        'belly flank': '#dfd3c8',
        undertail: '#cfc8c4',
        back: '#c9b6a0',
        wing: '#c6b29c',
        primaries: '#6a625c',
        tail: '#bfae9c',
        bill: '#2e2a2a',
        legs: '#c87a80',
        eye: '#8a2420',
      }),
      markings: [
        { kind: 'collar', colour: '#1e1c1c', half: true, edge: WHITE },
        { kind: 'tailBand', colour: '#efebe6' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
