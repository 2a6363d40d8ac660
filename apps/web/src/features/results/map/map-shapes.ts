import { queryOptions, useQuery } from '@tanstack/react-query';

/** Projected SVG path data made by scripts/make-map.ts from the shipped CBS boundaries. */
export interface MapShapes {
  width: number;
  height: number;
  areas: { code: string; name: string; d: string; x: number; y: number }[];
}

type Loader = () => Promise<{ default: MapShapes }>;

// One chunk per province: a municipality map loads only its own province's shapes.
const loaders: Record<string, Loader> = {
  NL: () => import('./shapes/provinces.json'),
  PV20: () => import('./shapes/PV20.json'),
  PV21: () => import('./shapes/PV21.json'),
  PV22: () => import('./shapes/PV22.json'),
  PV23: () => import('./shapes/PV23.json'),
  PV24: () => import('./shapes/PV24.json'),
  PV25: () => import('./shapes/PV25.json'),
  PV26: () => import('./shapes/PV26.json'),
  PV27: () => import('./shapes/PV27.json'),
  PV28: () => import('./shapes/PV28.json'),
  PV29: () => import('./shapes/PV29.json'),
  PV30: () => import('./shapes/PV30.json'),
  PV31: () => import('./shapes/PV31.json'),
};

/** The shapes of the provinces ('NL') or of one province's municipalities ('PV27'). */
export function useMapShapes(key: string) {
  return useQuery(
    queryOptions({
      queryKey: ['results', 'shapes', key],
      queryFn: async () => {
        const load = loaders[key];
        if (!load) throw new Error(`no map for ${key}`);
        return (await load()).default;
      },
      staleTime: Infinity,
    }),
  );
}
