// The folded wing (or the raised wing of a bird in flight), drawn in the body frame.
import { bodyTransform, find, type Ctx } from './context.ts';
import { pattern } from './pattern.ts';
import { wingBars, wingPatches } from './wing-marks.ts';
import { darken, el, n, OUTLINE } from './svg.ts';

function wingPath(ctx: Ctx): { d: string; tipX: number } {
  const { rx, ry } = ctx.g.body;
  const L = ctx.g.wing.length;
  const f = (x: number, y: number) => `${n(x * rx)} ${n(y * ry)}`;
  if (ctx.g.wing.style === 'flight') {
    // A long swept wing raised above the back, tip pointing up and back.
    const tip = { x: 1.45 * L, y: -3.0 * L };
    return {
      d: `M${f(-0.45, -0.4)}C${f(-0.25, -2.2)} ${f(0.6, -2.9)} ${f(tip.x, tip.y)}C${f(0.75, -2.0)} ${f(0.55, -1.2)} ${f(0.3, -0.3)}Z`,
      tipX: tip.x * rx,
    };
  }
  const tipX = 0.55 + 0.62 * L;
  const drop = ctx.g.wing.drop;
  const tipY = ctx.g.wing.style === 'long' ? -0.15 : 0.0;
  return {
    d: `M${f(-0.5, -0.55)}C${f(-0.25, -1.02)} ${f(0.5, -0.94)} ${f(tipX, tipY - 0.2)}C${f(0.62, 0.12 * drop)} ${f(0.0, 0.32 * drop)} ${f(-0.36, 0.14 * drop)}Q${f(-0.6, -0.1)} ${f(-0.5, -0.55)}Z`,
    tipX: tipX * rx,
  };
}

/** The far wing of a bird in flight, angled down behind the body. */
export function drawFarWing(ctx: Ctx): string {
  if (ctx.g.wing.style !== 'flight') return '';
  const { rx, ry } = ctx.g.body;
  const L = ctx.g.wing.length;
  const f = (x: number, y: number) => `${n(x * rx)} ${n(y * ry)}`;
  const d = `M${f(-0.2, 0.2)}C${f(0.05, 1.4)} ${f(0.6, 2.1)} ${f(1.2 * L, 2.4 * L)}C${f(0.8, 1.4)} ${f(0.65, 0.8)} ${f(0.45, 0.2)}Z`;
  const fill = darken(ctx.c.primaries, 0.2);
  return el('path', {
    d,
    fill,
    stroke: OUTLINE,
    'stroke-width': ctx.sw,
    'stroke-linejoin': 'round',
    transform: bodyTransform(ctx),
  });
}

export function wingExtent(ctx: Ctx): number {
  return wingPath(ctx).tipX;
}

export function drawWing(ctx: Ctx): string {
  const { rx, ry } = ctx.g.body;
  const c = ctx.c;
  const { d } = wingPath(ctx);
  const flight = ctx.g.wing.style === 'flight';
  if (ctx.flat)
    return el('path', {
      d,
      fill: c.wing,
      stroke: OUTLINE,
      'stroke-width': ctx.sw,
      transform: bodyTransform(ctx),
    });
  const clip = ctx.id('wing');
  const inner: string[] = [];
  const f = (x: number, y: number) => `${n(x * rx)} ${n(y * ry)}`;
  // Flight feathers: the rear part of a folded wing, the outer half of a raised one.
  const pBox = flight
    ? `M${f(-1, -1.6)}L${f(2, -1.6)}L${f(2, -5)}L${f(-1, -5)}Z`
    : `M${f(0.28, -2)}L${f(3, -2)}L${f(3, 2)}L${f(0.28, 2)}Z`;
  inner.push(el('path', { d: pBox, fill: c.primaries }));
  inner.push(wingPatches(ctx), flight ? '' : wingBars(ctx));
  for (const m of find(ctx, 'primaryTips')) {
    const x0 = flight ? -1 : 0.95;
    inner.push(
      el('path', {
        d: flight
          ? `M${f(-1, -2.7)}L${f(3, -2.7)}L${f(3, -6)}L${f(-1, -6)}Z`
          : `M${f(x0, -2)}L${f(3, -2)}L${f(3, 2)}L${f(x0, 2)}Z`,
        fill: m.colour,
      }),
    );
    if (m.spots) {
      const tip = flight ? { x: 0.65, y: -3.2 } : { x: 1.15, y: -0.12 };
      inner.push(el('circle', { cx: tip.x * rx, cy: tip.y * ry, r: ry * 0.09, fill: m.spots }));
    }
  }
  for (const m of ctx.markings) {
    if (
      (m.kind === 'spots' || m.kind === 'bars' || m.kind === 'streaks' || m.kind === 'scales') &&
      m.area === 'wing'
    ) {
      inner.push(pattern(m, [-0.7 * rx, -1.0 * ry, 1.6 * rx, 0.8 * ry], ry, ctx.sw));
    }
  }
  // Feather edges: tertials and the primaries' trailing lines.
  const edge = darken(c.primaries, 0.35);
  if (!flight) {
    inner.push(
      el('path', {
        d: `M${f(0.05, -0.75)}Q${f(0.3, -0.1)} ${f(0.2, 0.62)}M${f(0.2, -0.8)}Q${f(0.45, -0.1)} ${f(0.38, 0.5)}`,
        fill: 'none',
        stroke: c.tertials,
        'stroke-width': ctx.sw * 0.8,
        opacity: 0.8,
      }),
    );
    inner.push(
      el('path', {
        d: `M${f(0.5, -0.55)}L${f(0.55 + 0.62 * ctx.g.wing.length, -0.02)}M${f(0.5, -0.25)}L${f(0.45 + 0.62 * ctx.g.wing.length, 0.1)}M${f(0.45, 0.1)}L${f(0.35 + 0.6 * ctx.g.wing.length, 0.2)}`,
        fill: 'none',
        stroke: edge,
        'stroke-width': ctx.sw * 0.6,
        opacity: 0.7,
      }),
    );
  } else {
    inner.push(
      el('path', {
        d: `M${f(0, -1.2)}L${f(0.6, -2.9)}M${f(0.2, -1)}L${f(0.7, -2.4)}`,
        fill: 'none',
        stroke: edge,
        'stroke-width': ctx.sw * 0.6,
        opacity: 0.7,
      }),
    );
  }
  inner.push(
    el('path', {
      d: `M${f(-1, -2)}H${n(3 * rx)}V${n(2 * ry)}H${n(-rx)}Z`,
      fill: `url(#${ctx.id('shade')})`,
    }),
  );
  return el(
    'g',
    { transform: bodyTransform(ctx) },
    el('clipPath', { id: clip }, el('path', { d })) +
      el('path', { d, fill: c.wing }) +
      el('g', { 'clip-path': `url(#${clip})` }, inner.join('')) +
      el('path', {
        d,
        fill: 'none',
        stroke: OUTLINE,
        'stroke-width': ctx.sw,
        'stroke-linejoin': 'round',
      }),
  );
}
