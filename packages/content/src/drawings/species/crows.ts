// Crows, magpie and jay.
import type { BirdDrawing } from '../types.ts';
import { EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

const CROW_BLACK = '#26272c';

export const CROWS: BirdDrawing[] = [
  {
    id: 'kauw',
    name: 'Kauw',
    posture: 'crow',
    beak: 6,
    shape: { body: 0.9, head: 1.05, bill: 0.72, legs: 0.9 },
    base: {
      colours: paint({
        'crown face throat': '#1f2024',
        'nape cheek neck': '#9a9ea5',
        'breast belly back': '#34363c',
        wing: '#2b2d33',
        tail: '#26282d',
        bill: '#1c1c1e',
        legs: '#1c1c1e',
        eye: '#e9eef2',
      }),
      markings: [
        { kind: 'sheen', colour: '#4a5270' },
        { kind: 'napePatch', colour: '#9a9ea5', large: true },
        { kind: 'cap', colour: '#1f2024', depth: 'crown' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'ekster',
    name: 'Ekster',
    posture: 'crow',
    beak: 6,
    shape: {
      body: 0.85,
      tail: 2.3,
      tailShape: 'graduated',
      tailWidth: 0.85,
      tailAngle: -8,
      legs: 0.95,
      bill: 0.95,
    },
    base: {
      colours: paint({
        'crown nape face throat breast back': '#1d1e22',
        'belly flank': '#f6f6f3',
        undertail: '#1d1e22',
        wing: '#1f2a3e',
        primaries: '#20232e',
        tail: '#1e2a2a',
        bill: '#1a1a1a',
        legs: '#1a1a1a',
        eye: EYE,
      }),
      markings: [
        { kind: 'wingPatch', colour: WHITE, place: 'shoulder' },
        { kind: 'wingPatch', colour: '#e9ecef', place: 'primaries' },
        { kind: 'sheen', colour: '#3d5a6a' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'gaai',
    name: 'Vlaamse gaai',
    posture: 'crow',
    beak: 6,
    shape: { body: 0.88, head: 1.05, tail: 1.15, bill: 0.75, legs: 0.9 },
    base: {
      colours: paint({
        crown: '#e6d8cc',
        'face nape': '#c9a48e',
        throat: '#f4efe9',
        'breast belly': '#c8a08c',
        undertail: WHITE,
        back: '#b89482',
        rump: WHITE,
        wing: '#1e1e22',
        primaries: '#2a2a2e',
        tail: '#1b1b1e',
        bill: '#2a2a2a',
        legs: '#b39a90',
        eye: '#a7bbd1',
      }),
      markings: [
        { kind: 'streaks', area: 'crown', colour: '#2a2a2a' },
        { kind: 'moustache', colour: '#151515' },
        { kind: 'wingPatch', colour: '#3b78c9', place: 'shoulder' },
        { kind: 'wingPatch', colour: WHITE, place: 'secondaries' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'zwarte-kraai',
    name: 'Zwarte kraai',
    posture: 'crow',
    beak: 6,
    // Bigger than the kauw, with a long, deep bill whose feathered base runs flat into the
    // crown (the roek's face is bare and pale, its crown peaked).
    shape: { body: 1.08, plump: 1.04, bill: 1.32, billDepth: 1.45, head: 0.94, legs: 1.05 },
    base: {
      colours: paint({
        'crown face throat nape breast belly back wing tail': CROW_BLACK,
        primaries: '#1c1d22',
        bill: '#141416',
        legs: '#141416',
        eye: '#1a1410',
      }),
      markings: [
        { kind: 'sheen', colour: '#4d5a8c' },
        { kind: 'bristles', colour: CROW_BLACK },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'bonte-kraai',
    name: 'Bonte kraai',
    posture: 'crow',
    beak: 6,
    // A heavier, all-black bill with feathered base than the roek's, and a flatter head.
    shape: { bill: 1.12, billDepth: 1.25, head: 0.97 },
    base: {
      colours: paint({
        'crown face throat wing tail': CROW_BLACK,
        'nape breast belly back': '#a0a3a8',
        bill: '#18181a',
        legs: '#18181a',
        eye: EYE,
      }),
      markings: [
        { kind: 'bib', colour: CROW_BLACK, size: 'large' },
        { kind: 'bristles', colour: CROW_BLACK },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
  {
    id: 'roek',
    name: 'Roek',
    posture: 'crow',
    beak: 6,
    shape: { bill: 1.15, billDepth: 0.85, head: 1.05 },
    base: {
      colours: paint({
        'crown face throat nape breast belly back wing tail': '#24242b',
        bill: '#3a3a3e',
        legs: '#18181a',
        eye: EYE,
      }),
      markings: [
        { kind: 'mask', colour: '#cfc8c2' },
        { kind: 'sheen', colour: '#5a3f7a' },
      ],
    },
    variants: [
      { form: 'volwassen' },
      {
        form: 'juveniel',
        colours: tint({ bill: '#1a1a1c' }),
        markings: [{ kind: 'sheen', colour: '#3e4258' }],
      },
    ],
  },
  {
    id: 'raaf',
    name: 'Raaf',
    posture: 'crow',
    beak: 6,
    shape: {
      body: 1.1,
      bill: 1.25,
      billDepth: 1.25,
      head: 1.1,
      tail: 1.15,
      tailShape: 'graduated',
    },
    base: {
      colours: paint({
        'crown face throat nape breast belly back wing tail': '#1f2026',
        bill: '#141416',
        legs: '#141416',
        eye: EYE,
      }),
      markings: [{ kind: 'sheen', colour: '#3e4a7a' }],
    },
    variants: [{ form: 'volwassen' }],
  },
];
