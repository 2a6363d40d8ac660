// Turns the shipped CBS boundaries (apps/web/boundaries) into projected SVG path data, so the
// browser draws the results map without any geo library. The output is committed:
// `npm run map -w @tvt/web` after the boundaries change. Provinces are merged from the
// municipalities (not read from the province file): the two files are generalised apart and
// their borders would not meet.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature, merge } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const data = fileURLToPath(new URL('../boundaries/', import.meta.url));
const out = fileURLToPath(new URL('../src/features/results/map/shapes/', import.meta.url));
const topo = JSON.parse(readFileSync(`${data}gemeente_2026.topojson`, 'utf8')) as Topology;
const layer = topo.objects.gemeente_2026 as GeometryCollection<{
  statcode: string;
  statnaam: string;
}>;

const PROVINCES: Record<string, string> = {
  Groningen: 'PV20',
  Fryslân: 'PV21',
  Drenthe: 'PV22',
  Overijssel: 'PV23',
  Flevoland: 'PV24',
  Gelderland: 'PV25',
  Utrecht: 'PV26',
  'Noord-Holland': 'PV27',
  'Zuid-Holland': 'PV28',
  Zeeland: 'PV29',
  'Noord-Brabant': 'PV30',
  Limburg: 'PV31',
};

/** statcode → province code, from the CSV (one quoted name holds a comma). */
const provinceOf = new Map<string, string>();
for (const line of readFileSync(`${data}gemeenten_2026.csv`, 'utf8').trim().split('\n').slice(1)) {
  const code = line.slice(0, 6);
  const province = line.slice(line.lastIndexOf(',') + 1);
  const pv = PROVINCES[province];
  if (!pv) throw new Error(`unknown province ${province} for ${code}`);
  provinceOf.set(code, pv);
}

interface Shape {
  code: string;
  name: string;
  d: string;
  x: number;
  y: number;
}
const round = (n: number) => Math.round(n);

function shapes(
  items: { code: string; name: string; geo: GeoPermissibleObjects }[],
  width: number,
): { width: number; height: number; areas: Shape[] } {
  const all = {
    type: 'FeatureCollection',
    features: items.map((i) =>
      'type' in i.geo && i.geo.type === 'Feature'
        ? i.geo
        : { type: 'Feature', properties: {}, geometry: i.geo },
    ),
  };
  // Fit the width first, then take the height the shape needs.
  const probe = geoMercator().fitWidth(width, all as GeoPermissibleObjects);
  const [[, y0], [, y1]] = geoPath(probe).bounds(all as GeoPermissibleObjects);
  const height = Math.ceil(y1 - y0);
  const projection = geoMercator().fitSize([width, height], all as GeoPermissibleObjects);
  const path = geoPath(projection).digits(1);
  return {
    width,
    height,
    areas: items.map(({ code, name, geo }) => {
      const [x, y] = path.centroid(geo);
      return { code, name, d: path(geo) ?? '', x: round(x), y: round(y) };
    }),
  };
}

const municipalities = layer.geometries.map((g) => {
  const { statcode, statnaam } = g.properties as { statcode: string; statnaam: string };
  return { code: statcode, name: statnaam, province: provinceOf.get(statcode)!, geometry: g };
});

const provinceNames = Object.fromEntries(Object.entries(PROVINCES).map(([n, c]) => [c, n]));
const provinces = Object.values(PROVINCES).map((code) => ({
  code,
  name: provinceNames[code]!,
  geo: merge(
    topo,
    municipalities.filter((m) => m.province === code).map((m) => m.geometry) as never,
  ),
}));
writeFileSync(`${out}provinces.json`, JSON.stringify(shapes(provinces, 400)));

for (const { code } of provinces) {
  const own = municipalities
    .filter((m) => m.province === code)
    .map((m) => ({ code: m.code, name: m.name, geo: feature(topo, m.geometry as never) }));
  writeFileSync(`${out}${code}.json`, JSON.stringify(shapes(own, 400)));
}
// The search list: [code, name, province code], sorted the Dutch way.
const list = municipalities
  .map((m) => [m.code, m.name, m.province])
  .sort((a, b) => a[1]!.localeCompare(b[1]!, 'nl'));
writeFileSync(`${out}municipalities.json`, JSON.stringify(list));
console.log(`map: 12 provinces, ${municipalities.length} municipalities → ${out}`);
