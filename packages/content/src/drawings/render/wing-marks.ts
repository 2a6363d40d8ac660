// Marks on the folded wing: coloured patches and the pale (or, for the holenduif, dark) bars.
import { find, type Ctx } from './context.ts';
import { el, n } from './svg.ts';

/** The wing's patches, in the body frame; the caller clips them to the wing. */
export function wingPatches(ctx: Ctx): string {
  const { rx, ry } = ctx.g.body;
  const f = (x: number, y: number) => `${n(x * rx)} ${n(y * ry)}`;
  const inner: string[] = [];
  for (const m of find(ctx, 'wingPatch')) {
    const spot: Record<string, [number, number, number, number]> = {
      shoulder: [-0.42, -0.45, 0.2, 0.3],
      // The big white oval on a pied woodpecker's folded wing, its first mark in a field guide.
      scapulars: [-0.34, -0.3, 0.3, 0.62],
      coverts: [-0.22, -0.1, 0.12, 0.55],
      secondaries: [0.15, 0.3, 0.3, 0.28],
      primaries: [0.4, 0.02, 0.48, 0.15],
      speculum: [0.22, 0.02, 0.3, 0.2],
    };
    const [x, y, w, h] = spot[m.place] ?? [0, 0, 0.2, 0.2];
    if (m.place === 'edge') {
      inner.push(
        el('path', {
          d: `M${f(-0.3, -0.75)}Q${f(-0.52, -0.2)} ${f(-0.26, 0.2)}`,
          fill: 'none',
          stroke: m.colour,
          'stroke-width': ry * 0.16,
          'stroke-linecap': 'round',
        }),
      );
    } else if (m.place === 'speculum') {
      inner.push(
        el('rect', {
          x: (x - w / 2) * rx,
          y: (y - h / 2) * ry,
          width: w * rx,
          height: h * ry,
          fill: m.colour,
          stroke: '#ffffff',
          'stroke-width': ry * 0.06,
        }),
      );
    } else
      inner.push(el('ellipse', { cx: x * rx, cy: y * ry, rx: w * rx, ry: h * ry, fill: m.colour }));
  }
  return inner.join('');
}

/** One or two bars across the coverts, or two short dashes on the inner wing. */
export function wingBars(ctx: Ctx): string {
  const { rx, ry } = ctx.g.body;
  const c = ctx.c;
  const f = (x: number, y: number) => `${n(x * rx)} ${n(y * ry)}`;
  const inner: string[] = [];
  if (c.wingBars === c.wing) return '';
  {
    const short = ctx.g.wing.shortBars;
    const xs = short ? [0.0, 0.2] : ctx.g.wing.bars === 1 ? [-0.1] : [-0.24, -0.04];
    const [y0, y1] = short ? [-0.3, 0.15] : [-1, 1];
    for (const x of xs) {
      inner.push(
        el('path', {
          d: `M${f(x - 0.05, y0)}Q${f(x + (short ? 0.02 : 0.12), (y0 + y1) / 2)} ${f(x - 0.05, y1)}`,
          'stroke-linecap': short ? 'round' : undefined,
          fill: 'none',
          stroke: c.wingBars,
          'stroke-width': ry * 0.11,
        }),
      );
    }
  }
  return inner.join('');
}
