// Chaffinch, brambling, greenfinch and goldfinch.
import type { BirdDrawing, Marking } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const EDGES: Marking = { kind: 'tailEdges', colour: WHITE };

export const FINCHES: BirdDrawing[] = [
  {
    id: 'vink',
    name: 'Vink',
    posture: 'songbird',
    beak: 5,
    shape: { tail: 1.15, body: 1.05 },
    base: {
      colours: paint({
        'crown nape': '#6f88a8',
        'face cheek throat breast': '#cf8470',
        belly: '#e6b9a6',
        undertail: '#f3ebe4',
        back: '#8e5f42',
        rump: '#8ca34a',
        wing: '#25252a',
        wingBars: WHITE,
        tertials: '#d9c27a',
        tail: '#36363c',
        bill: '#9aa3ad',
        legs: '#a08470',
        eye: EYE,
      }),
      markings: [{ kind: 'wingPatch', colour: WHITE, place: 'shoulder' }, EDGES],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape back': '#8c8670',
          'face cheek': '#a8a28e',
          'throat breast belly': '#d4ccb8',
          rump: '#98a05a',
          bill: '#a8a090',
        }),
      },
    ],
  },
  {
    id: 'keep',
    name: 'Keep',
    posture: 'songbird',
    beak: 5,
    shape: { tail: 1.1, body: 1.05 },
    base: {
      colours: paint({
        'crown nape face': '#3b2f26',
        cheek: '#6a5848',
        'throat breast': '#ec8d3c',
        'belly undertail': '#f6f2ea',
        flank: '#f0c9a0',
        back: '#3a2e26',
        rump: WHITE,
        wing: '#25221f',
        wingBars: '#ec9a48',
        tertials: '#e3a060',
        tail: '#25221f',
        bill: '#e8c24a',
        billTip: '#2a2a2a',
        legs: '#9c7c66',
        eye: EYE,
      }),
      markings: [
        { kind: 'wingPatch', colour: '#ec8d3c', place: 'shoulder' },
        { kind: 'spots', area: 'flank', colour: '#2a2420' },
        { kind: 'scales', area: 'back', colour: '#c9a37a' },
        { kind: 'scales', area: 'crown', colour: '#9c8068' },
      ],
    },
    variants: [
      { form: 'man', plumage: 'winterkleed' },
      {
        form: 'man',
        plumage: 'zomerkleed',
        colours: tint({
          'crown nape face cheek back': '#15161a',
          bill: '#1a1a1a',
          billTip: '#1a1a1a',
        }),
        markings: [
          { kind: 'wingPatch', colour: '#ec8d3c', place: 'shoulder' },
          { kind: 'spots', area: 'flank', colour: '#2a2420' },
          { kind: 'sheen', colour: '#2d3a5a' },
        ],
      },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape': '#7a6c5e',
          'face cheek': '#9a8f84',
          'throat breast': '#eab27c',
          back: '#6a5a4a',
          wingBars: '#e8b27c',
        }),
        markings: [
          { kind: 'supercilium', colour: '#5a4a3e' },
          { kind: 'wingPatch', colour: '#e8b27c', place: 'shoulder' },
          { kind: 'spots', area: 'flank', colour: '#4a3e34' },
          { kind: 'scales', area: 'back', colour: '#b79a7a' },
        ],
      },
    ],
  },
  {
    id: 'groenling',
    name: 'Groenling',
    posture: 'songbird',
    beak: 5,
    shape: { head: 1.08, plump: 1.05, tail: 0.95, billDepth: 1.15 },
    base: {
      colours: paint({
        'crown nape back face cheek': '#7d8c3c',
        'throat breast': '#aab848',
        belly: '#c6cc66',
        undertail: '#e6e2a0',
        rump: '#c8c63a',
        wing: '#7a8088',
        primaries: '#3e4248',
        tail: '#4a4e44',
        bill: '#e2b7a4',
        legs: '#c29a88',
        eye: EYE,
      }),
      markings: [
        { kind: 'wingPatch', colour: '#f0d82a', place: 'primaries' },
        { kind: 'tailEdges', colour: '#e8d22e' },
        { kind: 'mask', colour: '#5f6c2c', small: true },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape back face cheek': '#7e8060',
          'throat breast': '#9fa27a',
          belly: '#bdbd96',
          wing: '#7e8088',
        }),
        markings: [
          { kind: 'wingPatch', colour: '#e2cd4a', place: 'primaries' },
          { kind: 'streaks', area: 'back', colour: '#5a5c40' },
          { kind: 'tailEdges', colour: '#d8c84a' },
        ],
      },
    ],
  },
  {
    id: 'putter',
    name: 'Putter',
    posture: 'songbird',
    beak: 5,
    shape: { head: 1.08, tail: 1.0, bill: 1.15, billDepth: 0.85 },
    base: {
      colours: paint({
        'crown nape': '#1c1c1e',
        'face cheek throat': '#f4f2ec',
        breast: '#c9a37a',
        'belly undertail': '#f6f4ee',
        flank: '#d8b48c',
        back: '#b8916a',
        wing: '#1f1f22',
        wingBars: WHITE,
        primaries: '#1a1a1c',
        tail: '#1c1c1e',
        bill: '#e6cfc0',
        legs: '#c9a59a',
        eye: EYE,
      }),
      markings: [
        { kind: 'mask', colour: '#cc2a2e' },
        { kind: 'wingPatch', colour: '#f4d424', place: 'primaries' },
        { kind: 'tailBand', colour: WHITE },
      ],
    },
    variants: [
      { form: 'volwassen' },
      {
        form: 'juveniel',
        colours: tint({
          'crown nape face cheek throat': '#b8a688',
          breast: '#cdb494',
          back: '#a88f70',
        }),
        markings: [
          { kind: 'streaks', area: 'head', colour: '#7a6650' },
          { kind: 'streaks', area: 'underparts', colour: '#8a7458' },
          { kind: 'wingPatch', colour: '#f4d424', place: 'primaries' },
          { kind: 'tailBand', colour: WHITE },
        ],
      },
    ],
  },
];
