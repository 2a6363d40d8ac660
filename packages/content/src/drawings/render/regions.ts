// The body silhouette (head, neck, body) and the colour regions painted inside it.
import { bodyTransform, find, headPt, type Ctx } from './context.ts';
import { toGlobal } from './pose.ts';
import { band, curvedBand } from './band.ts';
import { el, lerp, type Pt } from './svg.ts';

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
