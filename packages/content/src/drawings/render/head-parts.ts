// Crest, eyes and the owls' facial disk.
import { find, headPt, type Ctx } from './context.ts';
import { el, luminance, n, OUTLINE, type Pt } from './svg.ts';

export function drawCrest(ctx: Ctx): string {
  const out: string[] = [];
  for (const m of find(ctx, 'crest')) {
    const p = (x: number, y: number) => {
      const q = headPt(ctx, x, y);
      return `${n(q.x)} ${n(q.y)}`;
    };
    const shapes: Record<typeof m.shape, string> = {
      pointed: `M${p(-0.45, -0.7)}Q${p(0.05, -1.9)} ${p(0.35, -1.75)}Q${p(0.5, -1.2)} ${p(0.75, -0.5)}Z`,
      swept: `M${p(-0.4, -0.75)}Q${p(0.4, -1.5)} ${p(1.45, -1.35)}Q${p(0.95, -0.9)} ${p(0.85, -0.35)}Z`,
      tuft: `M${p(0.3, -0.85)}Q${p(1.2, -0.9)} ${p(1.55, 0.25)}Q${p(1.1, -0.05)} ${p(0.75, 0.1)}Z`,
      ears: `M${p(-0.55, -0.7)}L${p(-0.55, -1.55)}L${p(-0.15, -0.85)}ZM${p(0.25, -0.85)}L${p(0.45, -1.6)}L${p(0.7, -0.65)}Z`,
    };
    out.push(
      el('path', {
        d: shapes[m.shape],
        fill: m.colour,
        stroke: OUTLINE,
        'stroke-width': ctx.sw,
        'stroke-linejoin': 'round',
      }),
    );
  }
  return out.join('');
}

function oneEye(ctx: Ctx, centre: Pt, r: number): string {
  const c = ctx.c;
  const pale = luminance(c.eye) > 0.45;
  const ring =
    c.eyeRing !== c.face
      ? el('circle', { cx: centre.x, cy: centre.y, r: r * 1.45, fill: c.eyeRing })
      : '';
  return (
    ring +
    el('circle', {
      cx: centre.x,
      cy: centre.y,
      r,
      fill: c.eye,
      stroke: OUTLINE,
      'stroke-width': ctx.sw * 0.5,
    }) +
    (pale
      ? el('circle', { cx: centre.x - r * 0.05, cy: centre.y, r: r * 0.42, fill: '#111111' })
      : '') +
    el('circle', {
      cx: centre.x - r * 0.3,
      cy: centre.y - r * 0.3,
      r: r * 0.3,
      fill: '#ffffff',
      opacity: 0.9,
    })
  );
}

export function drawEyes(ctx: Ctx): string {
  const r = ctx.g.head.r;
  const disk = find(ctx, 'facialDisk')[0];
  if (disk) {
    const eyeR = r * 0.21;
    return (
      oneEye(ctx, headPt(ctx, -0.72, -0.12), eyeR) + oneEye(ctx, headPt(ctx, -0.05, -0.12), eyeR)
    );
  }
  const scale = ctx.g.head.r < 13 ? 0.15 : 0.17;
  return oneEye(ctx, headPt(ctx, -0.38, -0.14), Math.max(r * scale, 2.2));
}

export function drawFacialDisk(ctx: Ctx): string {
  return find(ctx, 'facialDisk')
    .map((m) => {
      const p = headPt(ctx, -0.38, 0.05);
      const r = ctx.g.head.r;
      return el('ellipse', {
        cx: p.x,
        cy: p.y,
        rx: r * 0.78,
        ry: r * 0.8,
        fill: m.colour,
        stroke: m.rim,
        'stroke-width': r * 0.12,
      });
    })
    .join('');
}
