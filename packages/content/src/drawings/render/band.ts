// Tapered bands (necks, the foreneck, the throat stripe) as closed SVG paths.
import { n, type Pt } from './svg.ts';

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
