// Bills by the spec's nine beak classes. Each shape is drawn pointing +x with the upper
// mandible at negative y, then mirrored to face left and tilted.
import type { BeakClass, Colours, Marking } from '../types.ts';
import { drawBristles } from './bristles.ts';
import { crossedBill } from './crossed-bill.ts';
import { darken, el, lighten, n, OUTLINE, type Pt } from './svg.ts';

type BillKind = 'straight' | 'cone' | 'heavy' | 'hook' | 'duck' | 'curved' | 'dagger';

/** Length and depth in head radii, and the outline family, per beak class. */
export const BILLS: Record<BeakClass, { length: number; depth: number; kind: BillKind }> = {
  1: { length: 2.2, depth: 0.36, kind: 'straight' }, // long and thin
  2: { length: 1.05, depth: 0.44, kind: 'straight' }, // half-long and thin
  3: { length: 0.6, depth: 0.4, kind: 'straight' }, // short and thin
  4: { length: 1.5, depth: 0.56, kind: 'duck' }, // duck or goose
  5: { length: 0.8, depth: 0.78, kind: 'cone' }, // conical
  6: { length: 1.3, depth: 0.62, kind: 'heavy' }, // thick and sharp
  7: { length: 0.72, depth: 0.72, kind: 'hook' }, // hooked
  8: { length: 1.8, depth: 0.36, kind: 'curved' }, // curved
  9: { length: 2.0, depth: 0.5, kind: 'dagger' }, // dagger-shaped
};

function outlinePath(kind: BillKind, L: number, D: number): string {
  const u = D * 0.55;
  const l = D * 0.45;
  const f = (v: number) => n(v);
  switch (kind) {
    case 'cone':
      return `M0 ${f(-u)}Q${f(L * 0.5)} ${f(-u * 0.9)} ${f(L)} ${f(D * 0.05)}Q${f(L * 0.5)} ${f(l * 1.05)} 0 ${f(l)}Z`;
    case 'heavy':
      return `M0 ${f(-u)}C${f(L * 0.45)} ${f(-u * 1.05)} ${f(L * 0.8)} ${f(-u * 0.5)} ${f(L)} ${f(D * 0.12)}C${f(L * 0.7)} ${f(l * 0.6)} ${f(L * 0.3)} ${f(l)} 0 ${f(l)}Z`;
    case 'hook':
      return `M0 ${f(-u)}C${f(L * 0.55)} ${f(-u * 1.25)} ${f(L * 1.05)} ${f(-u * 0.5)} ${f(L * 0.92)} ${f(D * 0.55)}C${f(L * 0.86)} ${f(D * 0.25)} ${f(L * 0.78)} ${f(D * 0.12)} ${f(L * 0.62)} ${f(D * 0.14)}Q${f(L * 0.3)} ${f(l)} 0 ${f(l)}Z`;
    case 'duck':
      return `M0 ${f(-u)}Q${f(L * 0.4)} ${f(-u * 0.55)} ${f(L * 0.9)} ${f(-u * 0.4)}Q${f(L * 1.02)} ${f(-u * 0.3)} ${f(L)} ${f(l * 0.1)}Q${f(L * 0.98)} ${f(l * 0.6)} ${f(L * 0.85)} ${f(l * 0.55)}L0 ${f(l)}Z`;
    case 'curved':
      return `M0 ${f(-u)}Q${f(L * 0.62)} ${f(-u * 0.7)} ${f(L)} ${f(L * 0.3)}Q${f(L * 0.55)} ${f(l * 0.6)} 0 ${f(l)}Z`;
    case 'dagger':
      return `M0 ${f(-u)}L${f(L)} ${f(D * 0.04)}L0 ${f(l)}Z`;
    default:
      return `M0 ${f(-u)}Q${f(L * 0.5)} ${f(-u * 0.6)} ${f(L)} ${f(D * 0.05)}Q${f(L * 0.5)} ${f(l * 0.7)} 0 ${f(l)}Z`;
  }
}

export interface BillDrawing {
  under: string; // drawn below the head so the base merges into it
  over: string; // frontal shield, drawn over the forehead
  tip: Pt;
}

export function drawBill(
  beak: BeakClass,
  head: { c: Pt; r: number },
  angle: number,
  scale: number,
  depthScale: number,
  colours: Colours,
  markings: Marking[],
  clipId: string,
  sw: number,
  baseOverride?: Pt,
): BillDrawing {
  const spec = BILLS[beak];
  const L = spec.length * scale * head.r;
  const D = spec.depth * depthScale * head.r;
  const a = (angle * Math.PI) / 180;
  const base = baseOverride ?? {
    x: head.c.x - Math.cos(a) * head.r * 0.78,
    y: head.c.y + Math.sin(a) * head.r * 0.78 + head.r * 0.1,
  };
  const transform = `translate(${n(base.x)} ${n(base.y)}) scale(-1 1) rotate(${n(angle)})`;
  const d = outlinePath(spec.kind, L, D);
  if (markings.some((m) => m.kind === 'crossedBill'))
    return {
      under: el('g', { transform }, crossedBill(L, D, colours.bill, sw)),
      over: '',
      tip: { x: base.x - L * Math.cos(a), y: base.y + L * Math.sin(a) },
    };
  const tipColour = colours.billTip;
  const parts = [el('path', { d, fill: colours.bill })];
  const hasTip = tipColour !== undefined && tipColour !== colours.bill;
  const spot = markings.find((m) => m.kind === 'billSpot');
  if (hasTip || colours.lowerBill || spot) {
    const fills = [
      colours.lowerBill
        ? el('rect', { x: 0, y: D * 0.08, width: L, height: D, fill: colours.lowerBill })
        : '',
      hasTip ? el('rect', { x: L * 0.6, y: -D, width: L, height: 2 * D, fill: tipColour }) : '',
      // The gulls' gonys spot: on the lower mandible's edge near the tip, clipped to the bill.
      spot ? el('circle', { cx: L * 0.72, cy: D * 0.16, r: D * 0.2, fill: spot.colour }) : '',
    ];
    parts.push(
      el('clipPath', { id: clipId }, el('path', { d })),
      el('g', { 'clip-path': `url(#${clipId})` }, fills.join('')),
    );
  }
  if (spec.kind === 'duck') {
    parts.push(
      el('path', {
        d: `M${n(L * 0.86)} ${n(-D * 0.2)}q${n(L * 0.1)} 0 ${n(L * 0.12)} ${n(D * 0.2)}`,
        fill: 'none',
        stroke: darken(tipColour ?? colours.bill, 0.45),
        'stroke-width': sw * 0.8,
      }),
    );
  }
  const gapeEnd = spec.kind === 'hook' ? L * 0.62 : L * 0.82;
  parts.push(
    el('path', {
      d,
      fill: 'none',
      stroke: OUTLINE,
      'stroke-width': sw,
      'stroke-linejoin': 'round',
    }),
  );
  if (spec.kind !== 'curved') {
    // Gape line and a soft highlight on the culmen; a decurved bill is too thin for either.
    parts.push(
      el('path', {
        d: `M${n(D * 0.1)} ${n(D * 0.1)}L${n(gapeEnd)} ${n(D * 0.08)}`,
        stroke: darken(colours.bill, 0.5),
        'stroke-width': sw * 0.6,
        'stroke-linecap': 'round',
      }),
      el('path', {
        d: `M${n(L * 0.08)} ${n(-D * 0.32)}L${n(L * 0.45)} ${n(-D * 0.3)}`,
        stroke: lighten(colours.bill, 0.45),
        'stroke-width': sw * 0.7,
        'stroke-linecap': 'round',
        opacity: 0.6,
      }),
    );
  }
  const shield = markings.find((m) => m.kind === 'shield');
  const over = shield
    ? el('ellipse', {
        cx: D * 0.02,
        cy: -D * 0.55,
        rx: D * 0.36,
        ry: D * 0.6,
        fill: shield.colour,
        stroke: OUTLINE,
        'stroke-width': sw * 0.8,
        transform,
      })
    : '';
  const bristles = markings.find((m) => m.kind === 'bristles');
  const forehead = bristles ? drawBristles(bristles.colour, L, D, head.r, sw, transform) : '';
  const tipLocal = { x: L, y: spec.kind === 'curved' ? L * 0.3 : 0 };
  const tip = {
    x: base.x - tipLocal.x * Math.cos(a) + tipLocal.y * Math.sin(a),
    y: base.y + tipLocal.x * Math.sin(a) + tipLocal.y * Math.cos(a),
  };
  return { under: el('g', { transform }, parts.join('')), over: forehead + over, tip };
}
