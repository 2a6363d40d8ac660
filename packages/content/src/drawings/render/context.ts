// Shared state for one drawing: geometry, resolved colours, markings and line width.
import type { Colours, Marking, MarkingKind } from '../types.ts';
import type { Geometry } from './pose.ts';
import { darken, lighten, type Pt } from './svg.ts';

export type FullColours = Required<Omit<Colours, 'lowerBill'>> & Pick<Colours, 'lowerBill'>;

export interface Ctx {
  g: Geometry;
  c: FullColours;
  markings: Marking[];
  sw: number; // outline width in drawing units
  id: (name: string) => string;
  flat: boolean; // silhouette mode: no inner detail
}

export function find<K extends MarkingKind>(ctx: Ctx, kind: K): Extract<Marking, { kind: K }>[] {
  return ctx.markings.filter((m): m is Extract<Marking, { kind: K }> => m.kind === kind);
}

/** Fills the optional regions from their neighbours. */
export function resolveColours(c: Colours): FullColours {
  return {
    ...c,
    nape: c.nape ?? c.crown,
    cheek: c.cheek ?? c.face,
    neck: c.neck ?? c.nape ?? c.crown,
    flank: c.flank ?? c.belly,
    undertail: c.undertail ?? c.belly,
    rump: c.rump ?? c.back,
    wingBars: c.wingBars ?? c.wing,
    primaries: c.primaries ?? darken(c.wing, 0.25),
    tertials: c.tertials ?? lighten(c.wing, 0.3),
    billTip: c.billTip ?? c.bill,
    eyeRing: c.eyeRing ?? c.face,
  };
}

/** A point relative to the head centre, in head radii. */
export function headPt(ctx: Ctx, fx: number, fy: number): Pt {
  const { c, r } = ctx.g.head;
  return { x: c.x + fx * r, y: c.y + fy * r };
}

export function bodyTransform(ctx: Ctx): string {
  const b = ctx.g.body;
  return `translate(${b.c.x.toFixed(1)} ${b.c.y.toFixed(1)}) rotate(${b.rot.toFixed(1)})`;
}
