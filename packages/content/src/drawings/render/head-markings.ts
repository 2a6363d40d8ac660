// Markings on the head, placed in head radii relative to the head centre (facing left).
import type { Marking } from '../types.ts';
import { headPt, type Ctx } from './context.ts';
import { el, n } from './svg.ts';

type Oval = [x: number, y: number, w: number, h: number];
type Curve = [number, number, number, number, number, number];

function oval(ctx: Ctx, [x, y, w, h]: Oval, colour: string): string {
  const p = headPt(ctx, x, y);
  const r = ctx.g.head.r;
  return el('ellipse', { cx: p.x, cy: p.y, rx: r * w, ry: r * h, fill: colour });
}

/** A round-capped stroke along a quadratic curve through three head points. */
function line(ctx: Ctx, c: Curve, colour: string, width: number): string {
  const [a, b, d] = [headPt(ctx, c[0], c[1]), headPt(ctx, c[2], c[3]), headPt(ctx, c[4], c[5])];
  return el('path', {
    d: `M${n(a.x)} ${n(a.y)}Q${n(b.x)} ${n(b.y)} ${n(d.x)} ${n(d.y)}`,
    fill: 'none',
    stroke: colour,
    'stroke-width': ctx.g.head.r * width,
    'stroke-linecap': 'round',
  });
}

function cap(ctx: Ctx, m: Extract<Marking, { kind: 'cap' }>): string {
  const depth = m.depth ?? 'crown';
  if (depth === 'forehead') return oval(ctx, [-0.55, -0.6, 0.42, 0.32], m.colour);
  const low = depth === 'eye' ? -0.05 : -0.32;
  const p = (x: number, y: number) => {
    const q = headPt(ctx, x, y);
    return `${n(q.x)} ${n(q.y)}`;
  };
  const d = `M${p(-1.1, low)}Q${p(0, low - 0.05)} ${p(1.05, low + 0.1)}L${p(1.1, -1.2)}L${p(-1.1, -1.2)}Z`;
  return el('path', { d, fill: m.colour });
}

const BIB: Record<'small' | 'medium' | 'large', Oval> = {
  small: [-0.3, 0.85, 0.42, 0.38],
  medium: [-0.3, 1.1, 0.55, 0.7],
  large: [-0.3, 1.35, 0.55, 1.0],
};

/** The SVG for a head marking, or undefined when the marking sits elsewhere. */
export function headMarking(ctx: Ctx, m: Marking): string | undefined {
  switch (m.kind) {
    case 'bib':
      return oval(ctx, BIB[m.size ?? 'medium'], m.colour);
    case 'cap':
      return cap(ctx, m);
    case 'eyeStripe':
      return line(
        ctx,
        [m.behindOnly ? -0.38 : -1.0, m.behindOnly ? -0.12 : 0.02, 0.2, -0.15, 1.0, 0.1],
        m.colour,
        m.width ?? 0.2,
      );
    case 'crownStripe':
      return line(ctx, [-0.62, -0.72, 0.05, -1.12, 0.75, -0.62], m.colour, m.width ?? 0.3);
    case 'supercilium':
      return line(ctx, [-0.8, -0.38, -0.2, -0.55, 0.8, -0.28], m.colour, 0.15);
    case 'moustache':
      return line(ctx, [-0.85, 0.3, -0.3, 0.55, 0.25, 0.95], m.colour, m.width ?? 0.17);
    case 'mask':
      return oval(ctx, m.small ? [-0.7, -0.05, 0.36, 0.2] : [-0.62, 0.05, 0.55, 0.52], m.colour);
    case 'cheekSpot':
      return oval(ctx, [0.22, 0.3, 0.2, 0.17], m.colour);
    case 'napePatch':
      return oval(ctx, m.large ? [0.72, 0.25, 0.62, 0.85] : [0.86, -0.4, 0.34, 0.3], m.colour);
    default:
      return undefined;
  }
}
