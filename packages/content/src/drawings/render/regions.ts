// The body silhouette (head, neck, body) and the colour regions painted inside it.
import { bodyTransform, find, headPt, type Ctx } from './context.ts';
import { toGlobal } from './pose.ts';
import { el, lerp, n, type Pt } from './svg.ts';

/** A tapered band from a to b: width wa at a, wb at b, with rounded sides. */
export function band(a: Pt, b: Pt, wa: number, wb: number): string {
  return curvedBand(a, b, wa, wb, 0);
}

/**
 * A tapered band along an S-curve from a to b; `bend` is the sideways swing of the curve as a
 * fraction of its length (0 = straight), used for the necks of herons and swans.
 */
export function curvedBand(a: Pt, b: Pt, wa: number, wb: number, bend: number): string {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const px = -(b.y - a.y) / len;
  const py = (b.x - a.x) / len;
  const k = bend * len;
  const c1 = { x: a.x + (b.x - a.x) / 3 + px * k, y: a.y + (b.y - a.y) / 3 + py * k };
  const c2 = { x: a.x + ((b.x - a.x) * 2) / 3 - px * k, y: a.y + ((b.y - a.y) * 2) / 3 - py * k };
  const left: Pt[] = [];
  const right: Pt[] = [];
  const steps = bend === 0 ? 1 : 8;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const x = u * u * u * a.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * b.x;
    const y = u * u * u * a.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * b.y;
    // Tangent of the cubic gives the local normal for the width.
    const dx = 3 * u * u * (c1.x - a.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (b.x - c2.x);
    const dy = 3 * u * u * (c1.y - a.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (b.y - c2.y);
    const dl = Math.hypot(dx, dy) || 1;
    const w = (wa + (wb - wa) * t) / 2;
    left.push({ x: x - (dy / dl) * w, y: y + (dx / dl) * w });
    right.push({ x: x + (dy / dl) * w, y: y - (dx / dl) * w });
  }
  const ring = [...left, ...right.reverse()];
  // Wind like SVG's circles and ellipses (clockwise on screen). The silhouette's clip path
  // unites neck, head and body; librsvg merges a clip's children into one nonzero path, so a
  // band winding the other way cancelled the head where they overlap and let the back colour
  // show through across the face in every server-rendered PNG.
  if (signedArea(ring) < 0) ring.reverse();
  return `M${ring.map((p) => `${n(p.x)} ${n(p.y)}`).join('L')}Z`;
}

/** Twice the signed area of a polygon; positive when it runs clockwise on screen (y down). */
function signedArea(ring: Pt[]): number {
  let sum = 0;
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % ring.length]!;
    sum += p.x * q.y - q.x * p.y;
  });
  return sum;
}

/** The shapes whose union is the bird's outline (excluding wing, tail, bill). */
export function silhouetteShapes(ctx: Ctx): string {
  const { body, head, neckBase, neckWidth } = ctx.g;
  return [
    el('ellipse', { cx: 0, cy: 0, rx: body.rx, ry: body.ry, transform: bodyTransform(ctx) }),
    el('path', { d: curvedBand(neckBase, head.c, neckWidth, head.r * 1.6, ctx.g.neckBend) }),
    el('circle', { cx: head.c.x, cy: head.c.y, r: head.r }),
  ].join('');
}

function inBody(ctx: Ctx, shapes: string): string {
  return el('g', { transform: bodyTransform(ctx) }, shapes);
}

function ell(
  p: Pt,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, string> = {},
): string {
  return el('ellipse', { cx: p.x, cy: p.y, rx, ry, fill, ...extra });
}

/** Region fills, in painting order, all clipped to the silhouette by the caller. */
export function regionFills(ctx: Ctx): string {
  const { body, head, neckBase } = ctx.g;
  const { rx, ry } = body;
  const c = ctx.c;
  const r = head.r;
  const out: string[] = [];
  const longNeck = Math.hypot(head.c.x - neckBase.x, head.c.y - neckBase.y) > r * 1.2;
  // Underparts in the body's own frame: belly, flank, undertail, then breast over them.
  out.push(
    inBody(
      ctx,
      [
        el('ellipse', { cx: -0.1 * rx, cy: 0.62 * ry, rx: 1.05 * rx, ry: 0.7 * ry, fill: c.belly }),
        c.flank !== c.belly
          ? el('ellipse', {
              cx: 0.3 * rx,
              cy: 0.42 * ry,
              rx: 0.6 * rx,
              ry: 0.5 * ry,
              fill: c.flank,
            })
          : '',
        c.undertail !== c.belly
          ? el('ellipse', {
              cx: 0.92 * rx,
              cy: 0.5 * ry,
              rx: 0.32 * rx,
              ry: 0.5 * ry,
              fill: c.undertail,
            })
          : '',
        el('ellipse', {
          cx: -0.66 * rx,
          cy: 0.18 * ry,
          rx: 0.5 * rx,
          ry: 0.82 * ry,
          fill: c.breast,
        }),
      ].join(''),
    ),
  );
  const breastTop = toGlobal(body, -0.75 * rx, -0.2 * ry);
  const throat = headPt(ctx, -0.32, 0.88);
  if (longNeck) {
    out.push(
      el('path', {
        d: curvedBand(neckBase, head.c, ctx.g.neckWidth * 1.05, r * 1.7, ctx.g.neckBend),
        fill: c.neck,
      }),
    );
  }
  // The foreneck joins throat and breast.
  out.push(
    el('path', {
      d: band(throat, breastTop, r * 0.9, r * 1.3),
      fill: longNeck ? c.neck : c.breast,
    }),
  );
  // Head: face first, then nape, crown, cheek and throat over it.
  out.push(el('circle', { cx: head.c.x, cy: head.c.y, r, fill: c.face }));
  if (!longNeck) out.push(ell(headPt(ctx, 0.78, 0.42), r * 0.45, r * 0.55, c.nape));
  out.push(ell(headPt(ctx, 0.15, -0.72), r * 1.02, r * 0.5, c.crown));
  out.push(ell(throat, r * 0.5, r * 0.4, c.throat));
  if (c.cheek !== c.face) out.push(ell(headPt(ctx, 0.18, 0.24), r * 0.66, r * 0.42, c.cheek));
  if (longNeck && c.throat !== c.neck) {
    const mid = lerp(neckBase, head.c, 0.5);
    out.push(
      el('path', {
        d: band(throat, { x: mid.x - r * 0.45, y: mid.y }, r * 0.5, r * 0.35),
        fill: c.throat,
      }),
    );
  }
  if (c.rump !== c.back)
    out.push(inBody(ctx, ell({ x: 0.75 * rx, y: -0.55 * ry }, 0.3 * rx, 0.4 * ry, c.rump)));
  for (const s of find(ctx, 'sheen')) {
    out.push(
      inBody(
        ctx,
        ell({ x: -0.2 * rx, y: -0.45 * ry }, 0.8 * rx, 0.5 * ry, s.colour, { opacity: '0.35' }),
      ),
    );
  }
  return out.join('');
}
