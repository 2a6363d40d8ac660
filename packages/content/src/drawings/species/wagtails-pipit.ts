// Wagtails and pipit.
import type { BirdDrawing, Marking } from '../types.ts';
import { BLACK, EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const WAGTAIL = {
  tail: 1.9,
  tailWidth: 0.8,
  tilt: 16,
  legs: 1.4,
  body: 1.05,
  plump: 0.9,
  bill: 1.2,
};
const EDGES: Marking = { kind: 'tailEdges', colour: WHITE };

export const WAGTAILS_PIPIT: BirdDrawing[] = [
  {
    id: 'witte-kwikstaart',
    name: 'Witte kwikstaart',
    posture: 'songbird',
    beak: 3,
    shape: WAGTAIL,
    base: {
      colours: paint({
        'crown nape throat': '#1d1d20',
        'face cheek': WHITE,
        breast: '#1d1d20',
        'belly flank undertail': '#f4f4f0',
        'back rump': '#8b9096',
        wing: '#2e2f33',
        'wingBars tertials': '#e8e8e4',
        tail: '#1d1d20',
        bill: BLACK,
        legs: '#2a2a2a',
        eye: EYE,
      }),
      markings: [EDGES],
    },
    variants: [
      { form: 'man', plumage: 'zomerkleed' },
      {
        form: 'vrouw',
        plumage: 'zomerkleed',
        colours: tint({ 'crown nape': '#55585e', breast: '#2a2a2e', back: '#94989d' }),
      },
      {
        form: 'volwassen',
        plumage: 'winterkleed',
        colours: tint({ 'crown nape': '#6a6d72', 'throat breast': WHITE }),
        markings: [EDGES, { kind: 'breastBand', colour: '#1d1d20' }],
      },
    ],
  },
  {
    id: 'grote-gele-kwikstaart',
    name: 'Grote gele kwikstaart',
    posture: 'songbird',
    beak: 3,
    shape: { ...WAGTAIL, tail: 2.2 },
    base: {
      colours: paint({
        'crown nape back face': '#7d848c',
        cheek: '#7d848c',
        throat: '#1d1d20',
        'breast belly undertail': '#f3d63a',
        flank: '#f0df8a',
        rump: '#c9cf5a',
        wing: '#2f3033',
        tertials: '#e8e6dc',
        tail: '#1d1d20',
        bill: BLACK,
        legs: '#c9a391',
        eye: EYE,
      }),
      markings: [
        EDGES,
        { kind: 'supercilium', colour: WHITE },
        { kind: 'moustache', colour: WHITE },
      ],
    },
    variants: [
      { form: 'man', plumage: 'zomerkleed' },
      {
        form: 'volwassen',
        plumage: 'winterkleed',
        colours: tint({ throat: '#f1ece0', breast: '#f1e29a' }),
        markings: [EDGES, { kind: 'supercilium', colour: WHITE }],
      },
    ],
  },
  {
    id: 'graspieper',
    name: 'Graspieper',
    posture: 'songbird',
    beak: 3,
    shape: { tilt: 8, tail: 1.2, legs: 1.3, bill: 1.2, body: 1.05, plump: 0.92 },
    base: {
      colours: paint({
        'crown nape back face': '#8b7f5c',
        cheek: '#9a8c68',
        'throat breast': '#eee3c8',
        'belly flank undertail': '#f3eee0',
        wing: '#6f6245',
        tertials: '#d9cba6',
        wingBars: '#e2d6b6',
        tail: '#5e5440',
        bill: '#5a4e40',
        legs: '#d4a690',
        eye: EYE,
      }),
      markings: [
        { kind: 'streaks', area: 'breast', colour: '#4a3a28', heavy: true },
        { kind: 'streaks', area: 'flank', colour: '#5a4a36' },
        { kind: 'streaks', area: 'back', colour: '#3f3322', heavy: true },
        { kind: 'streaks', area: 'crown', colour: '#3f3322' },
        { kind: 'moustache', colour: '#4a3a28' },
        EDGES,
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
