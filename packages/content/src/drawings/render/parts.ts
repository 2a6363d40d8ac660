// Tail, legs, crest and eye.
import { find, headPt, type Ctx } from './context.ts';
import { toGlobal } from './pose.ts';
import { add, darken, el, luminance, n, OUTLINE, polar, type Pt } from './svg.ts';

function tailOutline(shape: string, L: number, w: number): string {
  const h = w / 2;
  const t = h * 1.12; // tails widen a little towards the tip
  const f = (x: number, y: number) => `${n(x)} ${n(y)}`;
  switch (shape) {
    case 'notched':
      return `M${f(0, -h)}L${f(L, -t)}L${f(L * 0.94, 0)}L${f(L, t)}L${f(0, h)}Z`;
    case 'forked':
      return `M${f(0, -h)}L${f(L, -h * 0.5)}L${f(L * 0.55, 0)}L${f(L, h * 0.5)}L${f(0, h)}Z`;
    case 'rounded':
      return `M${f(0, -h)}L${f(L * 0.88, -t)}Q${f(L * 1.06, 0)} ${f(L * 0.88, t)}L${f(0, h)}Z`;
    case 'graduated':
      return `M${f(0, -h)}L${f(L * 0.75, -h * 1.05)}Q${f(L * 1.05, 0)} ${f(L * 0.75, h * 1.05)}L${f(0, h)}Z`;
    case 'pointed':
      return `M${f(0, -h)}Q${f(L * 0.7, -h * 0.9)} ${f(L, 0)}Q${f(L * 0.7, h * 0.9)} ${f(0, h)}Z`;
    default:
      return `M${f(0, -h)}L${f(L, -t)}L${f(L, t)}L${f(0, h)}Z`;
  }
}

export function tailTip(ctx: Ctx): Pt {
  const t = ctx.g.tail;
  return add(t.base, polar(t.angle, t.length));
}

export function drawTail(ctx: Ctx): string {
  const t = ctx.g.tail;
  const d = tailOutline(t.shape, t.length, t.width);
  const transform = `translate(${n(t.base.x)} ${n(t.base.y)}) rotate(${n(t.angle)})`;
  const inner: string[] = [el('path', { d, fill: ctx.c.tail })];
  if (!ctx.flat) {
    const clip = ctx.id('tail');
    const extra: string[] = [];
    for (const m of find(ctx, 'tailEdges'))
      extra.push(
        el('rect', {
          x: 0,
          y: t.width * 0.28,
          width: t.length * 1.1,
          height: t.width,
          fill: m.colour,
        }),
      );
    for (const m of find(ctx, 'tailBand'))
      extra.push(
        el('rect', {
          x: t.length * 0.8,
          y: -t.width,
          width: t.length,
          height: t.width * 2,
          fill: m.colour,
        }),
      );
    for (const m of ctx.markings) {
      if (m.kind === 'bars' && m.area === 'tail') {
        for (let x = t.length * 0.25; x < t.length; x += t.length * 0.2)
          extra.push(
            el('rect', {
              x,
              y: -t.width,
              width: t.length * 0.07,
              height: t.width * 2,
              fill: m.colour,
            }),
          );
      }
    }
    extra.push(
      el('path', {
        d: `M${n(t.length * 0.15)} 0H${n(t.length * 0.85)}`,
        stroke: darken(ctx.c.tail, 0.35),
        'stroke-width': ctx.sw * 0.6,
      }),
    );
    inner.push(
      el('clipPath', { id: clip }, el('path', { d })),
      el('g', { 'clip-path': `url(#${clip})` }, extra.join('')),
    );
  }
  inner.push(
    el('path', {
      d,
      fill: 'none',
      stroke: OUTLINE,
      'stroke-width': ctx.sw,
      'stroke-linejoin': 'round',
    }),
  );
  return el('g', { transform }, inner.join(''));
}

export interface Feet {
  points: Pt[];
  lowest: number;
}

export function legTops(ctx: Ctx): Pt[] {
  const { body, legs } = ctx.g;
  const a = toGlobal(body, legs.at * body.rx, 0.8 * body.ry);
  const b = toGlobal(body, (legs.at + 0.22) * body.rx, 0.78 * body.ry);
  return [a, b];
}

export function feet(ctx: Ctx): Pt[] {
  const { legs } = ctx.g;
  if (legs.style === 'none') return [];
  return legTops(ctx).map((p) =>
    legs.style === 'cling'
      ? add(p, { x: legs.length, y: legs.length * 0.3 })
      : add(p, { x: 0, y: legs.length }),
  );
}

export function drawLegs(ctx: Ctx): string {
  const { legs } = ctx.g;
  if (legs.style === 'none') return '';
  const tops = legTops(ctx);
  const ends = feet(ctx);
  const w = Math.max(ctx.sw * 1.3, legs.length * 0.06) * (legs.style === 'feathered' ? 2.2 : 1);
  const out: string[] = [];
  tops.forEach((top, i) => {
    const foot = ends[i]!;
    const toe = legs.toes;
    const toes =
      legs.style === 'cling'
        ? `M${n(foot.x)} ${n(foot.y)}l${n(toe * 0.3)} ${n(-toe * 0.7)}M${n(foot.x)} ${n(foot.y)}l${n(toe * 0.35)} ${n(toe * 0.6)}`
        : `M${n(foot.x)} ${n(foot.y)}l${n(-toe)} ${n(toe * 0.12)}M${n(foot.x)} ${n(foot.y)}l${n(-toe * 0.75)} ${n(toe * 0.3)}M${n(foot.x)} ${n(foot.y)}l${n(toe * 0.55)} ${n(toe * 0.15)}`;
    const d = `M${n(top.x)} ${n(top.y)}L${n(foot.x)} ${n(foot.y)}`;
    const colour = i === 1 ? darken(ctx.c.legs, 0.2) : ctx.c.legs;
    out.push(
      el('path', {
        d: d + toes,
        fill: 'none',
        stroke: OUTLINE,
        'stroke-width': w + ctx.sw * 1.2,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
    out.push(
      el('path', {
        d: d + toes,
        fill: 'none',
        stroke: colour,
        'stroke-width': w,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
  });
  // The far leg first, so the near leg overlaps it.
  return out.slice(2).join('') + out.slice(0, 2).join('');
}

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
    const eyeR = r * 0.19;
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
