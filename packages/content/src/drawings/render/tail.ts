// The tail, drawn under the body with its own outline and patterns.
import { find, type Ctx } from './context.ts';
import { add, darken, el, n, OUTLINE, polar, type Pt } from './svg.ts';

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
