// The crossbills' bill: two mandibles whose hooked tips cross, drawn pointing +x like the other
// bills (upper mandible at negative y). A stroke on a conical bill did not read as crossed.
import { el, n, OUTLINE } from './svg.ts';

/** Upper and lower mandible paths for a bill of length L and depth D. */
export function crossedMandibles(L: number, D: number): { upper: string; lower: string } {
  const f = (x: number, y: number) => `${n(x * L)} ${n(y * D)}`;
  return {
    // Closed for most of its length; the upper tip hooks down below the lower mandible.
    upper: `M${f(0, -0.6)}C${f(0.45, -0.7)} ${f(0.85, -0.45)} ${f(0.96, 0.05)}Q${f(0.99, 0.35)} ${f(0.9, 0.6)}Q${f(0.86, 0.2)} ${f(0.7, 0.1)}L${f(0, 0.08)}Z`,
    // The lower tip rises past the culmen, on the near side.
    lower: `M${f(0, 0.5)}C${f(0.4, 0.55)} ${f(0.7, 0.42)} ${f(0.8, 0.05)}Q${f(0.86, -0.3)} ${f(0.8, -0.78)}Q${f(0.72, -0.2)} ${f(0.58, 0)}L${f(0, 0)}Z`,
  };
}

export function crossedBill(L: number, D: number, colour: string, sw: number): string {
  const { upper, lower } = crossedMandibles(L, D);
  const part = (d: string) =>
    el('path', {
      d,
      fill: colour,
      stroke: OUTLINE,
      'stroke-width': sw,
      'stroke-linejoin': 'round',
    });
  return part(upper) + part(lower);
}
