// The default geometry of each posture, in drawing units before fitting. Species adjust it
// through `Proportions`. Kept as a compact table so the postures can be compared line by line.
import type { Posture, TailShape } from '../types.ts';
import type { Pt } from './svg.ts';

export type Scene = 'branch' | 'ground' | 'water' | 'trunk' | 'sky' | 'post';
export type LegStyle = 'perch' | 'stand' | 'cling' | 'none' | 'feathered';

export interface PoseDefaults {
  rx: number;
  ry: number;
  rot: number;
  head: number;
  headAt: [number, number];
  neck: Pt;
  neckWidth: number;
  tailAt: [number, number];
  tailAngle: number;
  tailLength: number;
  tailWidth: number;
  tailShape: TailShape;
  wing: number;
  wingStyle: 'folded' | 'long' | 'flight';
  legs: LegStyle;
  legLength: number;
  legAt: number;
  toes: number;
  billAngle: number;
  scene: Scene;
}

// prettier-ignore
export const POSES: Record<Posture, PoseDefaults> = {
  songbird: {
    rx: 38, ry: 26, rot: 26, head: 17, headAt: [-0.78, -0.5], neck: { x: -4, y: -6 },
    neckWidth: 1.5, tailAt: [0.9, -0.05], tailAngle: 40, tailLength: 36, tailWidth: 14,
    tailShape: 'notched', wing: 1, wingStyle: 'folded', legs: 'perch', legLength: 15, legAt: 0.1,
    toes: 6, billAngle: 6, scene: 'branch',
  },
  pigeon: {
    rx: 44, ry: 29, rot: 14, head: 14, headAt: [-0.78, -0.55], neck: { x: -6, y: -12 },
    neckWidth: 1.7, tailAt: [0.9, -0.15], tailAngle: 22, tailLength: 40, tailWidth: 16,
    tailShape: 'rounded', wing: 1, wingStyle: 'folded', legs: 'stand', legLength: 14,
    legAt: -0.05, toes: 7, billAngle: 12, scene: 'ground',
  },
  crow: {
    rx: 46, ry: 27, rot: 20, head: 19, headAt: [-0.8, -0.5], neck: { x: -8, y: -8 },
    neckWidth: 1.5, tailAt: [0.88, -0.1], tailAngle: 30, tailLength: 42, tailWidth: 16,
    tailShape: 'rounded', wing: 1.15, wingStyle: 'folded', legs: 'stand', legLength: 28,
    legAt: 0, toes: 9, billAngle: 8, scene: 'ground',
  },
  woodpecker: {
    rx: 38, ry: 22, rot: 68, head: 17, headAt: [-0.85, -0.3], neck: { x: -6, y: -4 },
    neckWidth: 1.3, tailAt: [0.95, 0.45], tailAngle: 140, tailLength: 34, tailWidth: 12,
    tailShape: 'pointed', wing: 1, wingStyle: 'folded', legs: 'cling', legLength: 12,
    legAt: 0.15, toes: 6, billAngle: -4, scene: 'trunk',
  },
  duck: {
    rx: 56, ry: 25, rot: -4, head: 15, headAt: [-0.72, -0.62], neck: { x: -6, y: -22 },
    neckWidth: 1.3, tailAt: [0.95, -0.3], tailAngle: -18, tailLength: 20, tailWidth: 12,
    tailShape: 'pointed', wing: 1, wingStyle: 'folded', legs: 'none', legLength: 0, legAt: 0.1,
    toes: 6, billAngle: 10, scene: 'water',
  },
  heron: {
    rx: 40, ry: 21, rot: -24, head: 12, headAt: [-0.85, -0.3], neck: { x: -22, y: -72 },
    neckWidth: 0.95, tailAt: [0.95, 0.1], tailAngle: 70, tailLength: 16, tailWidth: 14,
    tailShape: 'rounded', wing: 1.05, wingStyle: 'folded', legs: 'stand', legLength: 64,
    legAt: 0.1, toes: 12, billAngle: 4, scene: 'ground',
  },
  stork: {
    rx: 44, ry: 24, rot: -6, head: 12, headAt: [-0.86, -0.4], neck: { x: -20, y: -34 },
    neckWidth: 1.75, tailAt: [0.95, -0.05], tailAngle: 28, tailLength: 18, tailWidth: 16,
    tailShape: 'rounded', wing: 1.15, wingStyle: 'folded', legs: 'stand', legLength: 76,
    legAt: 0.05, toes: 12, billAngle: 22, scene: 'ground',
  },
  cormorant: {
    rx: 40, ry: 20, rot: 58, head: 12, headAt: [-0.9, -0.35], neck: { x: -12, y: -34 },
    neckWidth: 1.1, tailAt: [0.92, 0.1], tailAngle: 98, tailLength: 40, tailWidth: 13,
    tailShape: 'rounded', wing: 1.05, wingStyle: 'folded', legs: 'perch', legLength: 10,
    legAt: 0.45, toes: 9, billAngle: -6, scene: 'post',
  },
  gull: {
    rx: 46, ry: 25, rot: 8, head: 17, headAt: [-0.78, -0.6], neck: { x: -8, y: -10 },
    neckWidth: 1.4, tailAt: [0.9, -0.22], tailAngle: 8, tailLength: 13, tailWidth: 13,
    tailShape: 'square', wing: 1.45, wingStyle: 'long', legs: 'stand', legLength: 26, legAt: 0,
    toes: 9, billAngle: 4, scene: 'ground',
  },
  raptor: {
    rx: 40, ry: 27, rot: 64, head: 18, headAt: [-0.88, -0.25], neck: { x: -4, y: -4 },
    neckWidth: 1.4, tailAt: [0.9, 0.05], tailAngle: 88, tailLength: 46, tailWidth: 18,
    tailShape: 'square', wing: 1.05, wingStyle: 'folded', legs: 'perch', legLength: 12,
    legAt: 0.3, toes: 8, billAngle: 10, scene: 'post',
  },
  owl: {
    rx: 38, ry: 28, rot: 78, head: 25, headAt: [-0.95, -0.05], neck: { x: -3, y: -4 },
    neckWidth: 1.6, tailAt: [0.9, 0.1], tailAngle: 95, tailLength: 22, tailWidth: 18,
    tailShape: 'rounded', wing: 1.05, wingStyle: 'folded', legs: 'feathered', legLength: 8,
    legAt: 0.45, toes: 7, billAngle: 75, scene: 'branch',
  },
  swallow: {
    rx: 34, ry: 12, rot: -2, head: 11, headAt: [-0.92, -0.2], neck: { x: -4, y: -2 },
    neckWidth: 1.2, tailAt: [0.9, -0.1], tailAngle: 4, tailLength: 40, tailWidth: 12,
    tailShape: 'forked', wing: 1, wingStyle: 'flight', legs: 'none', legLength: 0, legAt: 0.1,
    toes: 6, billAngle: 4, scene: 'sky',
  },
  rail: {
    rx: 40, ry: 25, rot: 6, head: 14, headAt: [-0.82, -0.55], neck: { x: -8, y: -8 },
    neckWidth: 1.4, tailAt: [0.88, -0.35], tailAngle: -30, tailLength: 18, tailWidth: 14,
    tailShape: 'pointed', wing: 1, wingStyle: 'folded', legs: 'stand', legLength: 34,
    legAt: 0.05, toes: 14, billAngle: 6, scene: 'ground',
  },
  wader: {
    rx: 38, ry: 20, rot: 6, head: 13, headAt: [-0.82, -0.6], neck: { x: -8, y: -9 },
    neckWidth: 1.3, tailAt: [0.92, -0.1], tailAngle: 16, tailLength: 18, tailWidth: 12,
    tailShape: 'square', wing: 1.2, wingStyle: 'long', legs: 'stand', legLength: 38, legAt: 0,
    toes: 10, billAngle: 6, scene: 'ground',
  },
};
