// Streaks, spots, bars and scales laid out on a fixed staggered grid, so output is
// deterministic while still looking hand-placed.
import type { Marking } from '../types.ts';
import { el, n } from './svg.ts';

/** [x0, y0, x1, y1] in the frame the marks are drawn in. */
export type Box = [number, number, number, number];

type PatternMarking = Extract<Marking, { kind: 'streaks' | 'spots' | 'bars' | 'scales' }>;

/** A fixed pseudo-random offset in [-0.5, 0.5) per grid cell. */
function jitter(i: number, j: number, salt: number): number {
  const v = Math.sin(i * 12.9898 + j * 78.233 + salt * 37.719) * 43758.5453;
  return v - Math.floor(v) - 0.5;
}

export function pattern(m: PatternMarking, box: Box, unit: number, sw: number): string {
  const [x0, y0, x1, y1] = box;
  const heavy = m.kind === 'streaks' && m.heavy === true;
  const large = m.kind === 'spots' && m.large === true;
  const step =
    unit * (m.kind === 'bars' ? 0.2 : m.kind === 'scales' ? 0.3 : heavy || large ? 0.32 : 0.38);
  const parts: string[] = [];
  if (m.kind === 'bars') {
    for (let x = x0 + step / 2, i = 0; x < x1; x += step, i++) {
      const d = `M${n(x)} ${n(y0)}q${n(step * 0.6)} ${n((y1 - y0) / 2)} 0 ${n(y1 - y0)}`;
      parts.push(el('path', { d, fill: 'none', stroke: m.colour, 'stroke-width': step * 0.38 }));
      if (i > 60) break;
    }
    return parts.join('');
  }
  let row = 0;
  for (let y = y0 + step / 2; y < y1; y += step * 0.9, row++) {
    const offset = row % 2 ? step / 2 : 0;
    let col = 0;
    for (let x = x0 + offset + step / 2; x < x1; x += step, col++) {
      const cx = x + jitter(row, col, 1) * step * 0.35;
      const cy = y + jitter(row, col, 2) * step * 0.3;
      if (m.kind === 'streaks') {
        const len = step * (heavy ? 0.9 : 0.7);
        parts.push(`M${n(cx - len / 2)} ${n(cy)}h${n(len)}`);
      } else if (m.kind === 'spots') {
        const r = step * (large ? 0.26 : 0.17) * (1 + jitter(row, col, 3) * 0.3);
        parts.push(
          `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`,
        );
      } else {
        parts.push(
          `M${n(cx - step * 0.4)} ${n(cy)}q${n(step * 0.4)} ${n(step * 0.35)} ${n(step * 0.8)} 0`,
        );
      }
    }
  }
  const d = parts.join('');
  if (m.kind === 'spots') return el('path', { d, fill: m.colour });
  const width = m.kind === 'scales' ? sw * 0.7 : step * (heavy ? 0.2 : 0.14);
  return el('path', {
    d,
    fill: 'none',
    stroke: m.colour,
    'stroke-width': width,
    'stroke-linecap': 'round',
  });
}
