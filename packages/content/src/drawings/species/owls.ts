// Owls: drawn upright with a facial disk and both eyes.
import type { BirdDrawing } from '../types.ts';
import { paint } from './paint.ts';

export const OWLS: BirdDrawing[] = [
  {
    id: 'ransuil',
    name: 'Ransuil',
    posture: 'owl',
    beak: 7,
    shape: { body: 1.1, plump: 0.9, head: 0.95, bill: 0.5, billDepth: 0.5 },
    base: {
      colours: paint({
        'crown nape back wing face cheek throat': '#a57a52',
        'breast belly flank undertail': '#d9b88a',
        primaries: '#7a5a40',
        tail: '#8e6a4a',
        bill: '#2e2a28',
        legs: '#e0c8a0',
        eye: '#f0821c',
      }),
      markings: [
        { kind: 'facialDisk', colour: '#e0a866', rim: '#3e2c20' },
        { kind: 'crest', colour: '#5a4030', shape: 'ears' },
        { kind: 'streaks', area: 'underparts', colour: '#5a3e28', heavy: true },
        { kind: 'streaks', area: 'back', colour: '#4a3424' },
        { kind: 'spots', area: 'wing', colour: '#d9bf98' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'bosuil',
    name: 'Bosuil',
    posture: 'owl',
    beak: 7,
    shape: { plump: 1.1, head: 1.1, bill: 0.5, billDepth: 0.5 },
    base: {
      colours: paint({
        'crown nape back wing face cheek throat': '#8e6444',
        'breast belly flank undertail': '#c9a27a',
        primaries: '#6a4a34',
        tail: '#7a5a40',
        bill: '#d8c89a',
        legs: '#d8c0a0',
        eye: '#1a1412',
      }),
      markings: [
        { kind: 'facialDisk', colour: '#a9886a', rim: '#5a3e2a' },
        { kind: 'streaks', area: 'underparts', colour: '#5a3a24', heavy: true },
        { kind: 'bars', area: 'underparts', colour: '#8a6446' },
        { kind: 'spots', area: 'wing', colour: '#e6d6bc', large: true },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'steenuil',
    name: 'Steenuil',
    posture: 'owl',
    beak: 7,
    shape: { plump: 1.12, body: 0.9, head: 1.0, legs: 1.6, tail: 0.8, bill: 0.5, billDepth: 0.5 },
    base: {
      colours: paint({
        'crown nape back wing face cheek': '#7c6450',
        throat: '#efe6d6',
        'breast belly flank undertail': '#e9dcc6',
        primaries: '#5e4a3a',
        tail: '#6e5848',
        bill: '#c9c08a',
        legs: '#ece4d4',
        eye: '#f1cf2a',
      }),
      markings: [
        { kind: 'facialDisk', colour: '#9a8470', rim: '#7c6450' },
        { kind: 'supercilium', colour: '#f1eadc' },
        { kind: 'spots', area: 'crown', colour: '#ece2cf' },
        { kind: 'spots', area: 'back', colour: '#ece2cf', large: true },
        { kind: 'spots', area: 'wing', colour: '#ece2cf', large: true },
        { kind: 'streaks', area: 'underparts', colour: '#7c6450', heavy: true },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'kerkuil',
    name: 'Kerkuil',
    posture: 'owl',
    beak: 7,
    shape: { plump: 0.9, body: 1.05, legs: 2.2, head: 0.95, bill: 0.5, billDepth: 0.5 },
    base: {
      colours: paint({
        'crown nape back wing': '#d0a062',
        'face cheek throat': '#f6f2ea',
        'breast belly flank undertail': '#f6efe2',
        primaries: '#c09464',
        tail: '#d8b07a',
        bill: '#e6d6c0',
        legs: '#e8dccb',
        eye: '#1a1412',
      }),
      markings: [
        { kind: 'facialDisk', colour: '#f8f5ef', rim: '#b8844e' },
        { kind: 'scales', area: 'back', colour: '#8e9096' },
        { kind: 'spots', area: 'wing', colour: '#6a6a70' },
        { kind: 'spots', area: 'underparts', colour: '#8a7a6a' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
