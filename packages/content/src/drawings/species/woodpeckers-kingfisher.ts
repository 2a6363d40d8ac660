// Woodpeckers and kingfisher.
import type { BirdDrawing, Marking } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const PIED = '#1b1b1e';
const PIED_BODY: Marking[] = [
  { kind: 'moustache', colour: PIED, width: 0.28 },
  { kind: 'spots', area: 'wing', colour: WHITE },
];

export const WOODPECKERS_KINGFISHER: BirdDrawing[] = [
  {
    id: 'grote-bonte-specht',
    name: 'Grote bonte specht',
    posture: 'woodpecker',
    beak: 9,
    shape: {},
    base: {
      colours: paint({
        'crown back wing tail': PIED,
        nape: PIED,
        'face cheek': '#f6f3ee',
        throat: '#f3efe8',
        'breast belly flank': '#ede7dd',
        undertail: '#d3222c',
        bill: '#2e2e30',
        legs: '#5e5e62',
        eye: '#6a1e1e',
      }),
      markings: [
        ...PIED_BODY,
        { kind: 'wingPatch', colour: WHITE, place: 'scapulars' },
        { kind: 'napePatch', colour: '#d3222c' },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        markings: [...PIED_BODY, { kind: 'wingPatch', colour: WHITE, place: 'scapulars' }],
      },
      {
        form: 'juveniel',
        colours: tint({ undertail: '#e89aa0' }),
        markings: [
          ...PIED_BODY,
          { kind: 'wingPatch', colour: WHITE, place: 'scapulars' },
          { kind: 'cap', colour: '#d3222c', depth: 'crown' },
        ],
      },
    ],
  },
  {
    id: 'middelste-bonte-specht',
    name: 'Middelste bonte specht',
    posture: 'woodpecker',
    beak: 9,
    shape: { body: 0.95, bill: 0.8 },
    base: {
      colours: paint({
        'back wing tail': PIED,
        crown: '#d9262e',
        nape: '#d9262e',
        'face cheek throat': '#f6f3ee',
        breast: '#efe6c8',
        'belly flank': '#efdcc0',
        undertail: '#ec9aa2',
        bill: '#3a3a3c',
        legs: '#5e5e62',
        eye: '#6a1e1e',
      }),
      markings: [
        { kind: 'spots', area: 'wing', colour: WHITE },
        { kind: 'wingPatch', colour: WHITE, place: 'scapulars' },
        { kind: 'streaks', area: 'flank', colour: '#3a3030' },
        { kind: 'neckPatch', colour: PIED },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'kleine-bonte-specht',
    name: 'Kleine bonte specht',
    posture: 'woodpecker',
    beak: 9,
    shape: { head: 1.05, bill: 0.75 },
    base: {
      colours: paint({
        'back wing tail nape': PIED,
        crown: '#f1ece2',
        'face cheek throat': '#f3efe8',
        'breast belly flank undertail': '#ede7dd',
        bill: '#3a3a3c',
        legs: '#5e5e62',
        eye: '#6a1e1e',
      }),
      markings: [
        { kind: 'moustache', colour: PIED },
        { kind: 'bars', area: 'back', colour: WHITE },
        { kind: 'bars', area: 'wing', colour: WHITE },
        { kind: 'streaks', area: 'flank', colour: '#3a3030' },
        { kind: 'cap', colour: '#d3222c', depth: 'crown' },
        { kind: 'cap', colour: '#ece2cc', depth: 'forehead' },
      ],
    },
    variants: [
      { form: 'man' },
      // The female's crown is black behind a pale buff forehead, not white.
      {
        form: 'vrouw',
        colours: { crown: PIED },
        markings: [
          { kind: 'cap', colour: '#ece2cc', depth: 'forehead' },
          { kind: 'moustache', colour: PIED },
          { kind: 'bars', area: 'back', colour: WHITE },
          { kind: 'bars', area: 'wing', colour: WHITE },
          { kind: 'streaks', area: 'flank', colour: '#3a3030' },
        ],
      },
    ],
  },
  {
    id: 'groene-specht',
    name: 'Groene specht',
    posture: 'woodpecker',
    beak: 9,
    shape: { body: 1.1, head: 1.05, bill: 1.1 },
    base: {
      colours: paint({
        'crown nape': '#d3222c',
        'face cheek': '#6e8a3a',
        'throat breast belly flank undertail': '#c9d1a8',
        'back wing': '#6f9a3a',
        rump: '#d9d93a',
        primaries: '#4a5a2e',
        tail: '#4e6a2e',
        bill: '#4a4a4c',
        legs: '#6a6a6a',
        eye: '#eeeae0',
      }),
      markings: [
        { kind: 'mask', colour: '#1b1b1b', small: true },
        { kind: 'moustache', colour: '#1b1b1b', width: 0.26 },
        { kind: 'spots', area: 'wing', colour: '#d9d2a0' },
      ],
    },
    variants: [
      { form: 'man', extraMarkings: [{ kind: 'moustache', colour: '#d3222c', width: 0.09 }] },
      { form: 'vrouw' },
    ],
  },
  {
    id: 'zwarte-specht',
    name: 'Zwarte specht',
    posture: 'woodpecker',
    beak: 9,
    shape: { body: 1.2, plump: 0.95, head: 1.0, bill: 1.2 },
    base: {
      colours: paint({
        'crown nape face cheek throat breast belly back wing tail': '#1e1e22',
        bill: '#d6cbb0',
        legs: '#4a4a4e',
        eye: '#f0e8c8',
      }),
      markings: [{ kind: 'cap', colour: '#d3222c', depth: 'crown' }],
    },
    variants: [
      { form: 'man' },
      { form: 'vrouw', markings: [{ kind: 'napePatch', colour: '#d3222c' }] },
    ],
  },
  {
    id: 'ijsvogel',
    name: 'IJsvogel',
    posture: 'songbird',
    beak: 9,
    shape: {
      head: 1.35,
      body: 0.95,
      plump: 1.05,
      tail: 0.45,
      tailShape: 'square',
      bill: 1.05,
      legs: 0.6,
      tilt: 6,
    },
    base: {
      colours: paint({
        'crown nape': '#1f7f9a',
        face: '#e07a36',
        cheek: '#e07a36',
        throat: '#f6efe4',
        'breast belly flank undertail': '#e1793a',
        back: '#3cc2e4',
        rump: '#3cc2e4',
        wing: '#1f7f96',
        primaries: '#1d5a6a',
        tail: '#2a6f9e',
        bill: '#1c1c1c',
        legs: '#e0483a',
        eye: EYE,
      }),
      markings: [
        { kind: 'bars', area: 'crown', colour: '#4cc4e0' },
        { kind: 'moustache', colour: '#1f7f9a' },
        { kind: 'neckPatch', colour: WHITE },
        { kind: 'spots', area: 'wing', colour: '#4cc4e0' },
      ],
    },
    variants: [{ form: 'man' }, { form: 'vrouw', colours: tint({ lowerBill: '#e0583a' }) }],
  },
];
