/**
 * Rijksdriehoek (EPSG:28992) to WGS84 with the published polynomial approximation
 * (Schreutelkamp & Strang van Hees); accurate to about a metre within the Netherlands, which
 * is plenty for a garden's location. Used when an extract row carries only x/y.
 */
const X0 = 155_000;
const Y0 = 463_000;
const PHI0 = 52.1551744;
const LAMBDA0 = 5.38720621;

/** [p, q, coefficient] for dX^p · dY^q, in arc seconds. */
const LATITUDE_TERMS: ReadonlyArray<readonly [number, number, number]> = [
  [0, 1, 3235.65389],
  [2, 0, -32.58297],
  [0, 2, -0.2475],
  [2, 1, -0.84978],
  [0, 3, -0.0655],
  [2, 2, -0.01709],
  [1, 0, -0.00738],
  [4, 0, 0.0053],
  [2, 3, -0.00039],
  [4, 1, 0.00033],
  [1, 1, -0.00012],
];

const LONGITUDE_TERMS: ReadonlyArray<readonly [number, number, number]> = [
  [1, 0, 5260.52916],
  [1, 1, 105.94684],
  [1, 2, 2.45656],
  [3, 0, -0.81885],
  [1, 3, 0.05594],
  [3, 1, -0.05607],
  [0, 1, 0.01199],
  [3, 2, -0.00256],
  [1, 4, 0.00128],
  [0, 2, 0.00022],
  [2, 0, -0.00022],
  [5, 0, 0.00026],
];

function sum(terms: typeof LATITUDE_TERMS, dx: number, dy: number): number {
  let total = 0;
  for (const [p, q, c] of terms) total += c * dx ** p * dy ** q;
  return total;
}

export function rdToWgs84(x: number, y: number): { latitude: number; longitude: number } {
  const dx = (x - X0) * 1e-5;
  const dy = (y - Y0) * 1e-5;
  return {
    latitude: PHI0 + sum(LATITUDE_TERMS, dx, dy) / 3600,
    longitude: LAMBDA0 + sum(LONGITUDE_TERMS, dx, dy) / 3600,
  };
}
