import { el, lighten, n, OUTLINE } from './svg.ts';

// Nasal bristles cover the base of the bill and fill the angle above it, so the crown runs
// in one flat line into the culmen: the carrion crow's profile against the rook's bare face.
export function drawBristles(
  colour: string,
  L: number,
  D: number,
  r: number,
  sw: number,
  transform: string,
): string {
  const u = D * 0.55;
  // Local frame: +x towards the tip, the head's centre near (-0.78 r, -0.1 r), its eye below
  // -0.4 r; the fill stays above the eye and merges with the crown of the same colour.
  const top = `M${n(-r * 0.7)} ${n(-r * 1.08)}L${n(L * 0.42)} ${n(-u * 0.8)}`;
  const fill = `${top}L${n(L * 0.12)} ${n(-u * 0.3)}L${n(-r * 0.15)} ${n(-r * 0.5)}Z`;
  const hairs = [0.1, 0.2, 0.28]
    .map((f) => `M${n(L * (f - 0.12))} ${n(-u * 0.2)}L${n(L * f)} ${n(-u * 0.55)}`)
    .join('');
  return el(
    'g',
    { transform },
    el('path', { d: fill, fill: colour }) +
      el('path', {
        d: hairs,
        stroke: lighten(colour, 0.3),
        'stroke-width': sw * 0.5,
        'stroke-linecap': 'round',
      }) +
      el('path', {
        d: top,
        fill: 'none',
        stroke: OUTLINE,
        'stroke-width': sw,
        'stroke-linecap': 'round',
      }),
  );
}
