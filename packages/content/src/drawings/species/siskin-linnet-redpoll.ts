// Siskin, linnet and redpoll.
import type { BirdDrawing } from '../types.ts';
import { EYE } from '../palette.ts';
import { paint, tint } from './paint.ts';

export const SISKIN_LINNET_REDPOLL: BirdDrawing[] = [
  {
    id: 'sijs',
    name: 'Sijs',
    posture: 'songbird',
    beak: 5,
    shape: { body: 0.9, tail: 0.95, bill: 1.15, billDepth: 0.75, tailShape: 'forked' },
    base: {
      colours: paint({
        'crown nape': '#1c1d1a',
        'face cheek': '#e9d83a',
        throat: '#1c1d1a',
        breast: '#e8d83a',
        belly: '#f1ecc6',
        flank: '#e8e2b0',
        back: '#96a13a',
        rump: '#e2d83a',
        wing: '#242520',
        wingBars: '#eed83a',
        tail: '#2a2b26',
        bill: '#c9b8a0',
        legs: '#8a7a6a',
        eye: EYE,
      }),
      markings: [
        { kind: 'bib', colour: '#1c1d1a', size: 'small' },
        { kind: 'streaks', area: 'flank', colour: '#4a4a32' },
        { kind: 'streaks', area: 'back', colour: '#5a6224' },
        { kind: 'tailEdges', colour: '#e8d83a' },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape': '#8d9648',
          'face cheek': '#c9cd8a',
          throat: '#ecebd8',
          breast: '#e6e6c6',
          belly: '#f2f0e4',
          back: '#8c9450',
        }),
        markings: [
          { kind: 'streaks', area: 'underparts', colour: '#4a4a32' },
          { kind: 'streaks', area: 'back', colour: '#4a5024' },
          { kind: 'streaks', area: 'crown', colour: '#4a5024' },
          { kind: 'tailEdges', colour: '#e2d66a' },
        ],
      },
    ],
  },
  {
    id: 'kneu',
    name: 'Kneu',
    posture: 'songbird',
    beak: 5,
    shape: { tail: 1.15, tailShape: 'forked' },
    base: {
      colours: paint({
        'crown nape face cheek': '#8e8f8c',
        throat: '#e6ddd0',
        breast: '#d2b8a0',
        'belly undertail': '#f1ebe2',
        flank: '#d6b89a',
        back: '#9a6a44',
        wing: '#8a6040',
        primaries: '#2e2a28',
        tail: '#2e2a28',
        bill: '#8a8a8a',
        legs: '#8e6e60',
        eye: EYE,
      }),
      markings: [
        { kind: 'cap', colour: '#d0383c', depth: 'forehead' },
        { kind: 'breastBand', colour: '#d0484a' },
        { kind: 'wingPatch', colour: '#efece6', place: 'primaries' },
        { kind: 'tailEdges', colour: '#efece6' },
      ],
    },
    variants: [
      { form: 'man', plumage: 'zomerkleed' },
      {
        // In winter buff feather tips hide most of the red: a brownish breast with a rosy wash.
        form: 'man',
        plumage: 'winterkleed',
        colours: tint({ 'crown nape face cheek': '#8e8272', breast: '#cfa48e', back: '#94684a' }),
        markings: [
          { kind: 'breastBand', colour: '#c27a6a' },
          { kind: 'streaks', area: 'crown', colour: '#6a5a4a' },
          { kind: 'wingPatch', colour: '#efece6', place: 'primaries' },
          { kind: 'tailEdges', colour: '#efece6' },
        ],
      },
      {
        form: 'vrouw',
        colours: tint({ 'crown nape face cheek': '#8e7e6a', breast: '#dcc9b0', back: '#8a6a4e' }),
        markings: [
          { kind: 'streaks', area: 'underparts', colour: '#6a5440' },
          { kind: 'streaks', area: 'back', colour: '#4a3626' },
          { kind: 'streaks', area: 'crown', colour: '#5a4a3a' },
          { kind: 'wingPatch', colour: '#efece6', place: 'primaries' },
          { kind: 'tailEdges', colour: '#efece6' },
        ],
      },
    ],
  },
  {
    id: 'barmsijs',
    name: 'Barmsijs',
    posture: 'songbird',
    beak: 5,
    shape: { body: 0.9, tail: 1.05, tailShape: 'forked', bill: 0.9 },
    base: {
      colours: paint({
        'crown nape face cheek': '#8a7a66',
        throat: '#2a2624',
        breast: '#e4a2a0',
        'belly undertail': '#f2efea',
        flank: '#e6dcd0',
        back: '#8e7a62',
        wing: '#4a3e34',
        wingBars: '#e8dcc4',
        tail: '#3e342c',
        bill: '#e0c04a',
        legs: '#3e3a38',
        eye: EYE,
      }),
      markings: [
        { kind: 'cap', colour: '#c8242e', depth: 'forehead' },
        { kind: 'bib', colour: '#2a2624', size: 'small' },
        { kind: 'streaks', area: 'flank', colour: '#5a4a3a' },
        { kind: 'streaks', area: 'back', colour: '#3a2e24', heavy: true },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({ breast: '#ebe2d6' }),
        extraMarkings: [{ kind: 'streaks', area: 'breast', colour: '#5a4a3a' }],
      },
    ],
  },
];
