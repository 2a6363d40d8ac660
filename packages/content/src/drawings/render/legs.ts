// Legs and feet: perching, standing, clinging to a trunk or feathered.
import { type Ctx } from './context.ts';
import { toGlobal } from './pose.ts';
import { add, darken, el, n, OUTLINE, type Pt } from './svg.ts';

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
      ? // Towards the belly, where the trunk is: a climber faces the bark (issue 35).
        add(p, { x: -legs.length, y: legs.length * 0.3 })
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
        ? `M${n(foot.x)} ${n(foot.y)}l${n(-toe * 0.3)} ${n(-toe * 0.7)}M${n(foot.x)} ${n(foot.y)}l${n(-toe * 0.35)} ${n(toe * 0.6)}`
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
