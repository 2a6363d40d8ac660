// Markings painted over the regions inside the silhouette clip.
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

function curve(a: Pt, b: Pt, c: Pt): string {
  return `M${n(a.x)} ${n(a.y)}Q${n(b.x)} ${n(b.y)} ${n(c.x)} ${n(c.y)}`;
}

/** The ventral band just inside the body outline, from the upper breast down to the belly. */
function bellyStripe(ctx: Ctx, colour: string, width: number): string {
  const { rx, ry } = ctx.g.body;
  const outer: Pt[] = [];
  const inner: Pt[] = [];
  for (let t = 196; t >= 92; t -= 8) {
    const a = (t * Math.PI) / 180;
    const w = width * ry * (0.6 + 0.4 * ((196 - t) / 104));
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

function collar(ctx: Ctx, m: Extract<Marking, { kind: 'collar' }>): string {
  const r = ctx.g.head.r;
  const long =
    Math.hypot(ctx.g.head.c.x - ctx.g.neckBase.x, ctx.g.head.c.y - ctx.g.neckBase.y) > r * 1.2;
  const centre = long ? neckPoint(ctx, 0.3) : headPt(ctx, 0.25, 0.95);
  const a = m.half
    ? { x: centre.x + r * 0.05, y: centre.y - r * 0.1 }
    : { x: centre.x - r * 1.1, y: centre.y + r * 0.35 };
  const b = { x: centre.x + r * 1.0, y: centre.y - r * 0.55 };
  const w = r * (m.half ? 0.28 : 0.24);
  const edge = m.edge ? stroke(path([a, b]), m.edge, w + r * 0.16) : '';
  return edge + stroke(path([a, b]), m.colour, w);
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

export function drawMarkings(ctx: Ctx): string {
  const r = ctx.g.head.r;
  const hp = (x: number, y: number) => headPt(ctx, x, y);
  const out: string[] = [];
  for (const m of ctx.markings) {
    switch (m.kind) {
      case 'streaks':
      case 'spots':
      case 'bars':
      case 'scales':
        out.push(patterned(ctx, m));
        break;
      case 'bellyStripe':
        out.push(bellyStripe(ctx, m.colour, m.width ?? 0.3));
        break;
      case 'breastBand':
        out.push(
          el('ellipse', {
            cx: -0.8 * ctx.g.body.rx,
            cy: -0.05 * ctx.g.body.ry,
            rx: 0.28 * ctx.g.body.rx,
            ry: 0.45 * ctx.g.body.ry,
            fill: m.colour,
            transform: bodyTransform(ctx),
          }),
        );
        break;
      case 'flankLine':
        out.push(
          el('path', {
            d:
              'M' +
              [
                [-0.35, 0.42],
                [0.7, 0.25],
              ]
                .map(([x, y]) => `${n(x! * ctx.g.body.rx)} ${n(y! * ctx.g.body.ry)}`)
                .join('L'),
            stroke: m.colour,
            'stroke-width': ctx.g.body.ry * 0.1,
            'stroke-linecap': 'round',
            transform: bodyTransform(ctx),
          }),
        );
        break;
      case 'bib': {
        const size = m.size ?? 'medium';
        const [ry, dy] =
          size === 'small' ? [0.38, 0.85] : size === 'medium' ? [0.7, 1.1] : [1.0, 1.35];
        out.push(
          el('ellipse', {
            cx: hp(-0.3, dy).x,
            cy: hp(-0.3, dy).y,
            rx: r * (size === 'small' ? 0.42 : 0.55),
            ry: r * ry,
            fill: m.colour,
          }),
        );
        break;
      }
      case 'cap': {
        const depth = m.depth ?? 'crown';
        if (depth === 'forehead')
          out.push(
            el('ellipse', {
              cx: hp(-0.55, -0.6).x,
              cy: hp(-0.55, -0.6).y,
              rx: r * 0.42,
              ry: r * 0.32,
              fill: m.colour,
            }),
          );
        else {
          const low = depth === 'eye' ? -0.05 : -0.32;
          out.push(
            el('path', {
              d: `M${n(hp(-1.1, low).x)} ${n(hp(-1.1, low).y)}Q${n(hp(0, low - 0.05).x)} ${n(hp(0, low - 0.05).y)} ${n(hp(1.05, low + 0.1).x)} ${n(hp(1.05, low + 0.1).y)}L${n(hp(1.1, -1.2).x)} ${n(hp(1.1, -1.2).y)}L${n(hp(-1.1, -1.2).x)} ${n(hp(-1.1, -1.2).y)}Z`,
              fill: m.colour,
            }),
          );
        }
        break;
      }
      case 'eyeStripe':
        out.push(
          stroke(
            curve(m.behindOnly ? hp(-0.38, -0.12) : hp(-1.0, 0.02), hp(0.2, -0.15), hp(1.0, 0.1)),
            m.colour,
            r * (m.width ?? 0.2),
          ),
        );
        break;
      case 'crownStripe':
        out.push(
          stroke(
            curve(hp(-0.62, -0.72), hp(0.05, -1.12), hp(0.75, -0.62)),
            m.colour,
            r * (m.width ?? 0.3),
          ),
        );
        break;
      case 'supercilium':
        out.push(
          stroke(curve(hp(-0.8, -0.38), hp(-0.2, -0.55), hp(0.8, -0.28)), m.colour, r * 0.15),
        );
        break;
      case 'moustache':
        out.push(
          stroke(
            curve(hp(-0.85, 0.3), hp(-0.3, 0.55), hp(0.25, 0.95)),
            m.colour,
            r * (m.width ?? 0.17),
          ),
        );
        break;
      case 'mask': {
        const [x, y, w, h] = m.small ? [-0.7, -0.05, 0.36, 0.2] : [-0.62, 0.05, 0.55, 0.52];
        out.push(
          el('ellipse', { cx: hp(x, y).x, cy: hp(x, y).y, rx: r * w, ry: r * h, fill: m.colour }),
        );
        break;
      }
      case 'cheekSpot':
        out.push(
          el('ellipse', {
            cx: hp(0.22, 0.3).x,
            cy: hp(0.22, 0.3).y,
            rx: r * 0.2,
            ry: r * 0.17,
            fill: m.colour,
          }),
        );
        break;
      case 'napePatch': {
        const [x, y, w, h] = m.large ? [0.72, 0.25, 0.62, 0.85] : [0.86, -0.4, 0.34, 0.3];
        out.push(
          el('ellipse', { cx: hp(x, y).x, cy: hp(x, y).y, rx: r * w, ry: r * h, fill: m.colour }),
        );
        break;
      }
      case 'neckPatch': {
        const long =
          Math.hypot(ctx.g.head.c.x - ctx.g.neckBase.x, ctx.g.head.c.y - ctx.g.neckBase.y) >
          r * 1.2;
        const p = long ? neckPoint(ctx, 0.4) : hp(0.55, 0.88);
        out.push(
          el('ellipse', {
            cx: p.x + r * 0.1,
            cy: p.y,
            rx: r * 0.48,
            ry: r * 0.3,
            fill: m.colour,
            transform: `rotate(-20 ${n(p.x)} ${n(p.y)})`,
          }),
        );
        break;
      }
      case 'collar':
        out.push(collar(ctx, m));
        break;
      default:
        break;
    }
  }
  return out.join('');
}
