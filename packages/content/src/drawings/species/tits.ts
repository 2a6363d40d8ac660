// Tits.
import type { BirdDrawing } from '../types.ts';
import { BLACK, EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const INK = '#1b2030';
const LEGS = '#6f7c8c';

export const TITS: BirdDrawing[] = [
  {
    id: 'koolmees',
    name: 'Koolmees',
    posture: 'songbird',
    beak: 3,
    shape: { head: 1.05, tail: 1.05, wingBars: 1 },
    base: {
      colours: paint({
        'crown face throat nape': INK,
        'cheek undertail': WHITE,
        breast: '#f0d33c',
        belly: '#f2d845',
        back: '#8fa04a',
        wing: '#7488a0',
        'wingBars tertials': '#eef2f2',
        primaries: '#4f5f74',
        tail: '#56677c',
        bill: BLACK,
        legs: LEGS,
        eye: EYE,
      }),
      markings: [
        // The male's tie is broad and widens between the legs; the female's is a thin line.
        { kind: 'bellyStripe', colour: INK, width: 0.62 },
        { kind: 'tailEdges', colour: WHITE },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        markings: [
          { kind: 'bellyStripe', colour: '#2a2e38', width: 0.14 },
          { kind: 'tailEdges', colour: WHITE },
        ],
      },
      {
        form: 'juveniel',
        colours: tint({
          'crown face throat nape': '#48463e',
          cheek: '#f1ebb0',
          'breast belly': '#eedf86',
          back: '#97a05e',
          wing: '#828f9a',
        }),
        markings: [
          { kind: 'bellyStripe', colour: '#48463e', width: 0.12 },
          { kind: 'tailEdges', colour: WHITE },
        ],
      },
    ],
  },
  {
    id: 'pimpelmees',
    name: 'Pimpelmees',
    posture: 'songbird',
    beak: 3,
    shape: { head: 1.12, body: 0.92, tail: 0.95, wingBars: 1, bill: 0.85 },
    base: {
      colours: paint({
        crown: '#3d86cf',
        'face cheek': WHITE,
        throat: '#f2e27a',
        nape: '#34578f',
        breast: '#f4dc3a',
        belly: '#f1e07a',
        undertail: '#f4efd6',
        back: '#a2b255',
        wing: '#4b8bcd',
        'wingBars tertials': WHITE,
        primaries: '#3a6796',
        tail: '#4079b8',
        bill: '#2a2c30',
        legs: LEGS,
        eye: EYE,
      }),
      markings: [
        { kind: 'eyeStripe', colour: '#1d2b4d' },
        { kind: 'collar', colour: '#1d2b4d' },
        { kind: 'bib', colour: '#1d2b4d', size: 'small' },
      ],
    },
    variants: [
      { form: 'volwassen' },
      {
        form: 'juveniel',
        colours: tint({
          crown: '#6f8a80',
          'face cheek': '#efe6a0',
          nape: '#6f8a80',
          throat: '#ede08a',
          breast: '#ede08a',
          wing: '#6f90aa',
          tail: '#6a88a0',
        }),
        markings: [{ kind: 'eyeStripe', colour: '#5d6a60' }],
      },
    ],
  },
  {
    id: 'zwarte-mees',
    name: 'Zwarte mees',
    posture: 'songbird',
    beak: 3,
    shape: { head: 1.15, body: 0.9, tail: 0.85 },
    base: {
      colours: paint({
        'crown face throat nape': '#1d1d20',
        cheek: WHITE,
        'breast belly': '#ebe2cf',
        flank: '#dcc9a8',
        'back tail': '#6f767e',
        wing: '#5d646c',
        wingBars: WHITE,
        bill: BLACK,
        legs: '#5e6670',
        eye: EYE,
      }),
      markings: [
        { kind: 'napePatch', colour: WHITE },
        { kind: 'bib', colour: '#1d1d20', size: 'small' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'kuifmees',
    name: 'Kuifmees',
    posture: 'songbird',
    beak: 3,
    shape: { head: 1.05, body: 0.9, tail: 0.9 },
    base: {
      colours: paint({
        crown: '#e8e4dc',
        'face cheek': '#f1eee8',
        throat: '#1d1d20',
        'breast belly': '#efe8dc',
        flank: '#d8c3a3',
        'back wing tail nape': '#8a7561',
        bill: BLACK,
        legs: '#5e6670',
        eye: EYE,
      }),
      markings: [
        { kind: 'crest', colour: '#6f6a66', shape: 'pointed' },
        { kind: 'eyeStripe', colour: '#1d1d20', behindOnly: true },
        { kind: 'collar', colour: '#1d1d20' },
        { kind: 'bib', colour: '#1d1d20', size: 'medium' },
        { kind: 'scales', area: 'crown', colour: '#3a3838' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'matkop',
    name: 'Matkop',
    posture: 'songbird',
    beak: 3,
    shape: { head: 1.2, body: 0.92, tail: 0.95 },
    base: {
      colours: paint({
        'crown nape throat': '#2a2826',
        'face cheek': '#f3f0ea',
        'breast belly': '#eee7db',
        flank: '#d9c4a4',
        'back tail': '#8e8272',
        wing: '#857a6b',
        tertials: '#d7ccbb',
        bill: BLACK,
        legs: '#5e6670',
        eye: EYE,
      }),
      markings: [
        { kind: 'cap', colour: '#2a2826', depth: 'eye' },
        { kind: 'bib', colour: '#2a2826', size: 'small' },
        { kind: 'wingPatch', colour: '#d6cab8', place: 'secondaries' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'glanskop',
    name: 'Glanskop',
    posture: 'songbird',
    beak: 3,
    shape: { head: 1.05, body: 0.92, tail: 1.0 },
    base: {
      colours: paint({
        'crown nape throat': '#121318',
        'face cheek': '#f3f0ea',
        'breast belly': '#ede6da',
        flank: '#dccab0',
        'back wing tail': '#8b7a66',
        bill: BLACK,
        legs: '#5e6670',
        eye: EYE,
      }),
      markings: [
        { kind: 'cap', colour: '#121318', depth: 'eye' },
        { kind: 'bib', colour: '#121318', size: 'small' },
        { kind: 'sheen', colour: '#3b4a6a' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
