// Markings on the body and neck, placed in the body's frame or along the neck.
import type { Area, Marking } from '../types.ts';
import { bodyTransform, headPt, type Ctx } from './context.ts';
import { el, lerp, n, type Pt } from './svg.ts';
import { pattern, type Box } from './pattern.ts';

function stroke(d: string, colour: string, width: number): string {
  return el('path', {
    d,
    fill: 'none',
    stroke: colour,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

function path(points: Pt[]): string {
  return points.map((p, i) => `${i ? 'L' : 'M'}${n(p.x)} ${n(p.y)}`).join('');
}

/** The ventral band just inside the body outline, from the upper breast down to the belly. */
function bellyStripe(ctx: Ctx, colour: string, width: number): string {
  const { rx, ry } = ctx.g.body;
  const outer: Pt[] = [];
  const inner: Pt[] = [];
  for (let t = 188; t >= 92; t -= 8) {
    const a = (t * Math.PI) / 180;
    const w = width * ry * (0.6 + 0.4 * ((188 - t) / 96));
    outer.push({ x: Math.cos(a) * (rx + 2), y: Math.sin(a) * (ry + 2) });
    inner.push({ x: Math.cos(a) * (rx - w), y: Math.sin(a) * (ry - w) });
  }
  return el('path', {
    d: path([...outer, ...inner.reverse()]) + 'Z',
    fill: colour,
    transform: bodyTransform(ctx),
  });
}

function neckPoint(ctx: Ctx, t: number): Pt {
  return lerp(ctx.g.neckBase, ctx.g.head.c, t);
}

/** Long-necked birds (ducks, herons) carry neck markings on the neck itself. */
export function longNeck(ctx: Ctx): boolean {
  const { head, neckBase } = ctx.g;
  return Math.hypot(head.c.x - neckBase.x, head.c.y - neckBase.y) > head.r * 1.2;
}

function collar(ctx: Ctx, m: Extract<Marking, { kind: 'collar' }>): string {
  const r = ctx.g.head.r;
  const centre = longNeck(ctx) ? neckPoint(ctx, 0.3) : headPt(ctx, 0.25, 0.95);
  const a = m.half
    ? { x: centre.x + r * 0.05, y: centre.y - r * 0.1 }
    : { x: centre.x - r * 1.1, y: centre.y + r * 0.35 };
  const b = { x: centre.x + r * 1.0, y: centre.y - r * 0.55 };
  const w = r * (m.half ? 0.28 : 0.24);
  if (!m.edge) return stroke(path([a, b]), m.colour, w);
  if (m.half) return stroke(path([a, b]), m.edge, w + r * 0.16) + stroke(path([a, b]), m.colour, w);
  // A ring's edge is a band of its own below it, away from the head (the parakeet's rose collar).
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const off = { x: (-(b.y - a.y) / len) * w * 0.9, y: ((b.x - a.x) / len) * w * 0.9 };
  const shifted = [a, b].map((p) => ({ x: p.x + off.x, y: p.y + off.y }));
  return stroke(path(shifted), m.edge, w * 1.1) + stroke(path([a, b]), m.colour, w);
}

function areaBox(ctx: Ctx, area: Area): { box: Box; frame: 'body' | 'head' } {
  const { rx, ry } = ctx.g.body;
  const r = ctx.g.head.r;
  switch (area) {
    case 'breast':
      return { box: [-1.05 * rx, -0.25 * ry, -0.15 * rx, 1.0 * ry], frame: 'body' };
    case 'belly':
      return { box: [-0.35 * rx, 0.25 * ry, 0.65 * rx, 1.0 * ry], frame: 'body' };
    case 'flank':
      return { box: [0.0 * rx, 0.1 * ry, 0.8 * rx, 0.65 * ry], frame: 'body' };
    case 'underparts':
      return { box: [-1.05 * rx, -0.2 * ry, 0.7 * rx, 1.0 * ry], frame: 'body' };
    case 'back':
      return { box: [-0.8 * rx, -1.0 * ry, 0.95 * rx, -0.15 * ry], frame: 'body' };
    case 'crown':
      return { box: [-0.8 * r, -1.05 * r, 0.9 * r, -0.4 * r], frame: 'head' };
    default:
      return { box: [-0.9 * r, -1.0 * r, 0.9 * r, 1.0 * r], frame: 'head' };
  }
}

function patterned(
  ctx: Ctx,
  m: Extract<Marking, { kind: 'streaks' | 'spots' | 'bars' | 'scales' }>,
): string {
  if (m.area === 'wing' || m.area === 'tail') return '';
  const { box, frame } = areaBox(ctx, m.area);
  const unit = frame === 'body' ? ctx.g.body.ry : ctx.g.head.r;
  const marks = pattern(m, box, unit, ctx.sw);
  if (frame === 'body') return el('g', { transform: bodyTransform(ctx) }, marks);
  const c = ctx.g.head.c;
  return el('g', { transform: `translate(${n(c.x)} ${n(c.y)})` }, marks);
}

/** The SVG for a body or neck marking, or undefined when the marking sits elsewhere. */
export function bodyMarking(ctx: Ctx, m: Marking): string | undefined {
  const { rx, ry } = ctx.g.body;
  const r = ctx.g.head.r;
  switch (m.kind) {
    case 'streaks':
    case 'spots':
    case 'bars':
    case 'scales':
      return patterned(ctx, m);
    case 'bellyStripe':
      return bellyStripe(ctx, m.colour, m.width ?? 0.3);
    case 'breastBand':
      return el('ellipse', {
        cx: -0.8 * rx,
        cy: -0.05 * ry,
        rx: 0.28 * rx,
        ry: 0.45 * ry,
        fill: m.colour,
        transform: bodyTransform(ctx),
      });
    case 'flankLine':
      return el('path', {
        d: `M${n(-0.35 * rx)} ${n(0.42 * ry)}L${n(0.7 * rx)} ${n(0.25 * ry)}`,
        stroke: m.colour,
        'stroke-width': ry * 0.1,
        'stroke-linecap': 'round',
        transform: bodyTransform(ctx),
      });
    case 'neckPatch': {
      const p = longNeck(ctx) ? neckPoint(ctx, 0.4) : headPt(ctx, 0.55, 0.88);
      const transform = `rotate(-20 ${n(p.x)} ${n(p.y)})`;
      return el('ellipse', {
        cx: p.x + r * 0.1,
        cy: p.y,
        rx: r * 0.58,
        ry: r * 0.36,
        fill: m.colour,
        transform,
      });
    }
    case 'collar':
      return collar(ctx, m);
    default:
      return undefined;
  }
}
