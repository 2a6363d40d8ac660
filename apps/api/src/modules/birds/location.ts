/**
 * The European Netherlands as a box, with a small margin for the coast and the Wadden islands.
 * Coordinates outside it are refused rather than answered with a list that cannot apply there.
 */
export const NETHERLANDS_BOUNDS = { minLat: 50.7, maxLat: 53.7, minLng: 3.3, maxLng: 7.3 } as const;

export const LOCATION_OUTSIDE = 'Deze locatie ligt niet in Nederland.';
export const LOCATION_INCOMPLETE = "Geef zowel 'lat' als 'lng' op.";

export function insideNetherlands(lat: number, lng: number): boolean {
  const b = NETHERLANDS_BOUNDS;
  return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}
