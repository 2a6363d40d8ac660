// Sparrowhawk, goshawk and buzzard, perched.
import type { BirdDrawing, Marking } from '../types.ts';
import { WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const YELLOW_LEGS = '#f0c030';
const HAWK_TAIL: Marking = { kind: 'bars', area: 'tail', colour: '#3a3836' };

export const HAWKS: BirdDrawing[] = [
  {
    id: 'sperwer',
    name: 'Sperwer',
    posture: 'raptor',
    beak: 7,
    shape: { head: 0.9, tail: 1.25, tailWidth: 0.85, legs: 1.4 },
    base: {
      colours: paint({
        'crown nape back wing': '#687a92',
        face: '#d98a5a',
        cheek: '#d98a5a',
        throat: '#f4ece2',
        'breast belly flank': '#f5ede2',
        undertail: WHITE,
        primaries: '#4e5c70',
        tail: '#6e7f96',
        bill: '#2e3034',
        legs: YELLOW_LEGS,
        eye: '#f0a21c',
      }),
      markings: [{ kind: 'bars', area: 'underparts', colour: '#d0703e' }, HAWK_TAIL],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape back wing': '#756f68',
          'face cheek': '#c9b8a6',
          primaries: '#5a554f',
          tail: '#7a746c',
          eye: '#f2c21c',
        }),
        markings: [
          { kind: 'bars', area: 'underparts', colour: '#6a5446' },
          { kind: 'supercilium', colour: '#f3eee6' },
          HAWK_TAIL,
        ],
      },
    ],
  },
  {
    id: 'havik',
    name: 'Havik',
    posture: 'raptor',
    beak: 7,
    shape: { body: 1.1, plump: 1.1, tail: 1.1, legs: 1.2 },
    base: {
      colours: paint({
        'back wing': '#5e6670',
        'crown nape': '#3a3e44',
        'face cheek': '#3e4248',
        throat: '#f4efe8',
        'breast belly flank': '#f1ece4',
        undertail: WHITE,
        primaries: '#454b54',
        tail: '#646c76',
        bill: '#2e3034',
        legs: YELLOW_LEGS,
        eye: '#ee8a1a',
      }),
      markings: [
        { kind: 'supercilium', colour: WHITE },
        { kind: 'bars', area: 'underparts', colour: '#5a5a5e' },
        HAWK_TAIL,
      ],
    },
    variants: [
      { form: 'volwassen' },
      {
        form: 'juveniel',
        colours: tint({
          'back wing crown nape face cheek': '#7a5e44',
          'breast belly flank': '#ecd8bc',
          tail: '#8a7058',
          eye: '#e8d84a',
        }),
        markings: [
          { kind: 'streaks', area: 'underparts', colour: '#5a3e2a', heavy: true },
          { kind: 'scales', area: 'back', colour: '#c9a880' },
          HAWK_TAIL,
        ],
      },
    ],
  },
  {
    id: 'buizerd',
    name: 'Buizerd',
    posture: 'raptor',
    beak: 7,
    shape: { head: 1.05, body: 1.1, plump: 1.12, tail: 0.85, tailWidth: 1.1 },
    base: {
      colours: paint({
        'crown nape back wing face cheek': '#5e4432',
        throat: '#8a6a50',
        'breast belly': '#6a4c38',
        flank: '#5a3f2e',
        undertail: '#d9c8b0',
        primaries: '#3e2e24',
        tail: '#7a6050',
        bill: '#2e2e30',
        legs: YELLOW_LEGS,
        eye: '#5a3a22',
      }),
      markings: [
        { kind: 'breastBand', colour: '#c9b296' },
        { kind: 'scales', area: 'back', colour: '#8a6a50' },
        HAWK_TAIL,
      ],
    },
    variants: [
      { form: 'volwassen', plumage: 'donkere vorm' },
      {
        form: 'volwassen',
        plumage: 'lichte vorm',
        colours: tint({
          'crown nape face cheek throat': '#d8c4a8',
          'breast belly': '#efe4d2',
          flank: '#8a6a4e',
          back: '#7a5a40',
          wing: '#6e5038',
        }),
        markings: [
          { kind: 'streaks', area: 'breast', colour: '#7a5a40' },
          { kind: 'breastBand', colour: '#8a6a4e' },
          HAWK_TAIL,
        ],
      },
    ],
  },
];
