// Robin, redstart, stonechat and warblers.
import type { BirdDrawing } from '../types.ts';
import { BLACK, EYE, WHITE } from '../palette.ts';
import { paint, tint } from './paint.ts';

export const CHATS_WARBLERS: BirdDrawing[] = [
  {
    id: 'roodborst',
    name: 'Roodborst',
    posture: 'songbird',
    beak: 3,
    shape: { head: 1.1, body: 0.92, plump: 1.12, tail: 0.95, legs: 1.2 },
    base: {
      colours: paint({
        'crown nape back wing tail': '#8a7656',
        'face throat breast': '#e7773c',
        cheek: '#e7773c',
        belly: '#f3efe6',
        flank: '#cdbb9c',
        undertail: '#efe6d4',
        bill: '#2c2a28',
        legs: '#8f7560',
        eye: EYE,
      }),
      markings: [
        { kind: 'collar', colour: '#a9b1b4', half: true },
        { kind: 'cap', colour: '#e7773c', depth: 'forehead' },
      ],
    },
    variants: [
      { form: 'volwassen' },
      {
        form: 'juveniel',
        colours: tint({ 'face throat breast cheek': '#b08a60', belly: '#e6d8bc' }),
        markings: [
          { kind: 'spots', area: 'underparts', colour: '#e9d4a8', large: true },
          { kind: 'spots', area: 'back', colour: '#e2c690' },
          { kind: 'spots', area: 'head', colour: '#e2c690' },
        ],
      },
    ],
  },
  {
    id: 'zwarte-roodstaart',
    name: 'Zwarte roodstaart',
    posture: 'songbird',
    beak: 3,
    shape: { tail: 1.15, legs: 1.2 },
    base: {
      colours: paint({
        'crown nape back': '#4a4c52',
        'face cheek throat breast': '#202124',
        belly: '#4d4f55',
        undertail: '#d87a44',
        wing: '#2c2d31',
        tail: '#d45a2a',
        rump: '#d45a2a',
        bill: BLACK,
        legs: '#2a2a2a',
        eye: EYE,
      }),
      markings: [{ kind: 'wingPatch', colour: '#e9e9e6', place: 'secondaries' }],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape back face cheek throat breast belly wing': '#6f6a66',
          undertail: '#c79a78',
        }),
        markings: [],
      },
    ],
  },
  {
    id: 'roodborsttapuit',
    name: 'Roodborsttapuit',
    posture: 'songbird',
    beak: 3,
    shape: { head: 1.1, tail: 0.9, legs: 1.1 },
    base: {
      colours: paint({
        'crown nape face cheek throat': '#1e1e20',
        breast: '#d9692e',
        belly: '#efe3d0',
        flank: '#e2a878',
        'back wing': '#3a302a',
        tail: '#2a2420',
        bill: BLACK,
        legs: '#1f1f1f',
        eye: EYE,
      }),
      markings: [
        { kind: 'neckPatch', colour: WHITE },
        { kind: 'wingPatch', colour: WHITE, place: 'shoulder' },
        { kind: 'streaks', area: 'back', colour: '#7a6550' },
      ],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({
          'crown nape face cheek back wing': '#7a6350',
          throat: '#9a8470',
          breast: '#dca070',
        }),
        markings: [
          { kind: 'neckPatch', colour: '#e9e0d0' },
          { kind: 'streaks', area: 'back', colour: '#3e3026' },
          { kind: 'streaks', area: 'crown', colour: '#3e3026' },
        ],
      },
    ],
  },
  {
    id: 'zwartkop',
    name: 'Zwartkop',
    posture: 'songbird',
    beak: 3,
    shape: { tail: 1.15, body: 1.05, bill: 1.1 },
    base: {
      colours: paint({
        'crown nape back wing tail': '#80807a',
        'face cheek': '#9a9b96',
        'throat breast': '#c4c5c0',
        belly: '#e2e2dc',
        flank: '#b7b6ad',
        bill: '#2e2e30',
        legs: '#4c4c50',
        eye: EYE,
      }),
      markings: [{ kind: 'cap', colour: BLACK, depth: 'crown' }],
    },
    variants: [
      { form: 'man' },
      {
        form: 'vrouw',
        colours: tint({
          'nape back wing tail': '#86806f',
          'face cheek': '#a39c8c',
          'throat breast': '#d2ccbc',
        }),
        markings: [{ kind: 'cap', colour: '#a24c24', depth: 'crown' }],
      },
    ],
  },
  {
    id: 'tjiftjaf',
    name: 'Tjiftjaf',
    posture: 'songbird',
    beak: 3,
    shape: { body: 0.95, tail: 1.1, head: 0.95 },
    base: {
      colours: paint({
        'crown nape back wing face': '#858a5c',
        cheek: '#9a9770',
        'throat breast': '#e6e0bf',
        belly: '#eeeadb',
        flank: '#d8d2ae',
        tail: '#6f7350',
        bill: '#3a3630',
        legs: '#2e2a28',
        eye: EYE,
        eyeRing: '#e6e2c8',
      }),
      markings: [
        { kind: 'supercilium', colour: '#e5dfb6' },
        { kind: 'eyeStripe', colour: '#5d5e42' },
      ],
    },
    variants: [{ form: 'volwassen' }],
  },
];
