// Geometry per posture: where body, head, tail, wing, legs and bill sit before fitting to the
// viewBox. The body is an ellipse; in its local frame +x points to the rear and +y to the belly,
// and the bird always faces left.
import type { Posture, Proportions, TailShape } from '../types.ts';
import { POSES, type LegStyle, type Scene } from './poses.ts';
import { add, rotate, type Pt } from './svg.ts';

export type { LegStyle, Scene } from './poses.ts';

export interface Geometry {
  body: { c: Pt; rx: number; ry: number; rot: number };
  head: { c: Pt; r: number };
  neckBase: Pt;
  neckWidth: number;
  neckBend: number; // S-curve of the neck, fraction of its length
  tail: { base: Pt; angle: number; length: number; width: number; shape: TailShape };
  wing: {
    length: number;
    style: 'folded' | 'long' | 'flight';
    bars: 1 | 2;
    shortBars: boolean;
    drop: number;
  };
  legs: { style: LegStyle; length: number; at: number; toes: number };
  bill: { angle: number; scale: number; depth: number };
  scene: Scene;
}

// Only herons fold the neck into an S; a cormorant's is a gentle curve, a stork's straight.
const NECK_BEND: Partial<Record<Posture, number>> = { heron: 0.16, cormorant: 0.06 };

export function toGlobal(body: Geometry['body'], lx: number, ly: number): Pt {
  return add(body.c, rotate({ x: lx, y: ly }, body.rot));
}

export function buildGeometry(posture: Posture, shape: Proportions): Geometry {
  const d = POSES[posture];
  const body = {
    c: { x: 0, y: 0 },
    rx: d.rx * (shape.body ?? 1),
    ry: d.ry * (shape.plump ?? 1),
    rot: d.rot - (shape.tilt ?? 0),
  };
  const r = d.head * (shape.head ?? 1);
  const neckBase = toGlobal(body, d.headAt[0] * body.rx, d.headAt[1] * body.ry);
  const neckScale = shape.neck ?? 1;
  const head = { c: add(neckBase, { x: d.neck.x * neckScale, y: d.neck.y * neckScale }), r };
  const tailBase = toGlobal(body, d.tailAt[0] * body.rx, d.tailAt[1] * body.ry);
  return {
    body,
    head,
    neckBase,
    neckWidth: d.neckWidth * r,
    neckBend: NECK_BEND[posture] ?? (posture === 'duck' ? 0.1 * Math.max(0, neckScale - 1.2) : 0),
    tail: {
      base: tailBase,
      angle: d.tailAngle + (shape.tailAngle ?? 0),
      length: d.tailLength * (shape.tail ?? 1),
      width: d.tailWidth * (shape.tailWidth ?? 1),
      shape: shape.tailShape ?? d.tailShape,
    },
    wing: {
      length: d.wing * (shape.wing ?? 1),
      style: d.wingStyle,
      bars: shape.wingBars ?? 2,
      shortBars: shape.shortBars ?? false,
      drop: posture === 'duck' ? 0.4 : 1,
    },
    legs: { style: d.legs, length: d.legLength * (shape.legs ?? 1), at: d.legAt, toes: d.toes },
    bill: { angle: d.billAngle, scale: shape.bill ?? 1, depth: shape.billDepth ?? 1 },
    scene: d.scene,
  };
}
