/**
 * The European Netherlands as a simplified outline (lat, lng), a few kilometres generous on the
 * coast so the Wadden islands and beaches are inside. The land border follows the real one to
 * within about 5 km: enough to refuse a place in Belgium or Germany, not a survey instrument.
 */
const OUTLINE: readonly (readonly [number, number])[] = [
  [51.39, 3.3],
  [51.26, 3.38],
  [51.2, 3.8],
  [51.29, 3.97],
  [51.37, 4.24],
  [51.48, 4.47],
  [51.43, 4.76],
  [51.44, 5.07],
  [51.32, 5.24],
  [51.22, 5.53],
  [51.16, 5.83],
  [50.97, 5.74],
  [50.83, 5.63],
  [50.74, 5.69],
  [50.75, 6.02],
  [50.85, 6.09],
  [50.97, 6.02],
  [51.06, 5.87],
  [51.18, 6.1],
  [51.37, 6.23],
  [51.55, 6.1],
  [51.72, 5.96],
  [51.84, 6.05],
  [51.86, 6.46],
  [51.96, 6.74],
  [51.99, 6.84],
  [52.13, 6.76],
  [52.22, 7.0],
  [52.3, 7.07],
  [52.43, 7.02],
  [52.55, 6.78],
  [52.62, 6.73],
  [52.67, 6.8],
  [52.64, 7.03],
  [52.87, 7.09],
  [53.25, 7.23],
  [53.62, 7.0],
  [53.56, 5.9],
  [53.5, 5.2],
  [53.25, 4.65],
  [52.95, 4.55],
  [52.3, 4.4],
  [52.0, 3.95],
  [51.75, 3.6],
  [51.55, 3.35],
];

export const LOCATION_OUTSIDE = 'Deze locatie ligt niet in Nederland.';
export const LOCATION_INCOMPLETE = "Geef zowel 'lat' als 'lng' op.";

/** Ray casting on the outline. */
export function insideNetherlands(lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = OUTLINE.length - 1; i < OUTLINE.length; j = i, i += 1) {
    const [latI, lngI] = OUTLINE[i]!;
    const [latJ, lngJ] = OUTLINE[j]!;
    if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI) {
      inside = !inside;
    }
  }
  return inside;
}
