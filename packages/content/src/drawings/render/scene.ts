// The muted setting under the bird: branch, post, ground shadow, trunk or water.
import type { Ctx } from './context.ts';
import { el, n, OUTLINE, type Pt } from './svg.ts';

const BARK = '#8b6d4f';
const BARK_DARK = '#6e5440';
const WATER = '#b9d8e6';
const WATER_LINE = '#7fb0c8';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The water surface for swimming birds, in drawing units. */
export function waterLine(ctx: Ctx): number {
  return ctx.g.body.c.y + ctx.g.body.ry * 0.62;
}

/** The x of the trunk's bark edge: just past the feet, on the belly side (issue 35). */
export function trunkEdge(feet: readonly Pt[], sw: number): number {
  return Math.min(...feet.map((f) => f.x)) + sw;
}

export function sceneBehind(ctx: Ctx, box: Box, feet: Pt[]): string {
  const sw = ctx.sw;
  const wide = { x0: box.x0 - 400, x1: box.x1 + 400 };
  const footY = feet.length ? Math.max(...feet.map((f) => f.y)) : box.y1;
  const footX = feet.length
    ? feet.reduce((s, f) => s + f.x, 0) / feet.length
    : (box.x0 + box.x1) / 2;
  switch (ctx.g.scene) {
    case 'branch': {
      const t = Math.max(ctx.g.legs.toes * 0.9, 5);
      const d = `M${n(wide.x0)} ${n(footY + t * 0.6 + 20)}L${n(footX)} ${n(footY + t * 0.6)}L${n(wide.x1)} ${n(footY + t * 0.6 - 12)}`;
      return (
        el('path', {
          d,
          fill: 'none',
          stroke: OUTLINE,
          'stroke-width': t * 1.3 + sw * 2,
          'stroke-linecap': 'round',
        }) +
        el('path', { d, fill: 'none', stroke: BARK, 'stroke-width': t * 1.3 }) +
        el('path', {
          d,
          fill: 'none',
          stroke: BARK_DARK,
          'stroke-width': t * 0.25,
          transform: `translate(0 ${n(t * 0.3)})`,
          opacity: 0.6,
        })
      );
    }
    case 'post': {
      const w = ctx.g.legs.toes * 3.5;
      const top = footY + ctx.g.legs.toes * 0.3;
      return (
        el('rect', {
          x: footX - w / 2,
          y: top,
          width: w,
          height: 400,
          rx: sw,
          fill: BARK,
          stroke: OUTLINE,
          'stroke-width': sw,
        }) +
        el('path', {
          d: `M${n(footX - w * 0.2)} ${n(top + w * 0.3)}v400M${n(footX + w * 0.22)} ${n(top + w * 0.6)}v400`,
          stroke: BARK_DARK,
          'stroke-width': sw * 0.8,
        })
      );
    }
    case 'trunk': {
      // The trunk is on the belly side, where the feet grip: the bird faces the bark, bill
      // towards it, and a woodpecker's stiff tail props against it (issue 35).
      const right = trunkEdge(feet, sw);
      const w = (box.x1 - box.x0) * 0.35;
      return (
        el('rect', {
          x: right - w - 400,
          y: box.y0 - 400,
          width: w + 400,
          height: 1000,
          fill: BARK,
          stroke: OUTLINE,
          'stroke-width': sw,
        }) +
        el('path', {
          d: `M${n(right - w * 0.3)} ${n(box.y0 - 400)}v1000M${n(right - w * 0.65)} ${n(box.y0 - 400)}v1000`,
          stroke: BARK_DARK,
          'stroke-width': sw * 1.2,
          'stroke-dasharray': `${n(w * 0.8)} ${n(w * 0.3)}`,
        })
      );
    }
    case 'ground':
      return el('ellipse', {
        cx: footX - ctx.g.legs.toes * 0.3,
        cy: footY + sw,
        rx: (box.x1 - box.x0) * 0.42,
        ry: ctx.g.legs.toes * 0.45,
        fill: '#000000',
        opacity: 0.12,
      });
    default:
      return '';
  }
}

export function waterFront(ctx: Ctx, box: Box): string {
  if (ctx.g.scene !== 'water') return '';
  const y = waterLine(ctx);
  const x0 = box.x0 - 400;
  const w = box.x1 - box.x0 + 800;
  const r = (box.x1 - box.x0) * 0.06;
  const ripple = (yy: number, from: number, to: number) => `M${n(from)} ${n(yy)}h${n(to - from)}`;
  return (
    el('rect', { x: x0, y, width: w, height: 400, fill: WATER, opacity: 0.9 }) +
    el('path', {
      d: `M${n(x0)} ${n(y)}h${n(w)}`,
      stroke: WATER_LINE,
      'stroke-width': ctx.sw * 1.2,
    }) +
    el('path', {
      d:
        ripple(y + r, box.x0 - r, box.x0 + r * 5) +
        ripple(y + r * 1.8, box.x1 - r * 7, box.x1 + r) +
        ripple(y + r * 2.5, box.x0 + r * 4, box.x0 + r * 9),
      stroke: WATER_LINE,
      'stroke-width': ctx.sw,
      'stroke-linecap': 'round',
    })
  );
}
