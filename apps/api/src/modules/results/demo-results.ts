import { COMMONNESS_ORDER } from '@tvt/content';
import { municipalities } from './cbs-areas.ts';
import type { AreaRow, SpeciesRow } from './repository.ts';
import { seededRandom } from './synthetic-counts.ts';

/**
 * Made-up results for a fresh install's past campaigns, so the year-round screens have figures
 * to show. They are marked as demo (seed marker `demo-results:<year>`) and every screen that
 * shows them says so. Per municipality 5 to 40 counts with 1 to 3 people each; species by the
 * commonness order, the i-th seen in a share 0.85·0.9^i of the gardens.
 */
export function demoResults(year: number): {
  areas: Omit<AreaRow, 'updatedAt'>[];
  species: SpeciesRow[];
} {
  const random = seededRandom(year);
  const areas = new Map<string, Omit<AreaRow, 'updatedAt'>>();
  const species = new Map<string, SpeciesRow>();
  const addArea = (code: string, counts: number, people: number, birds: number) => {
    const a = areas.get(code) ?? { areaCode: code, counts: 0, people: 0, birds: 0 };
    areas.set(code, {
      ...a,
      counts: a.counts + counts,
      people: a.people + people,
      birds: a.birds + birds,
    });
  };
  const addSpecies = (code: string, birdId: string, birds: number, gardens: number) => {
    const key = `${code}|${birdId}`;
    const s = species.get(key) ?? { areaCode: code, birdId, birds: 0, gardens: 0 };
    species.set(key, { ...s, birds: s.birds + birds, gardens: s.gardens + gardens });
  };
  for (const m of municipalities()) {
    const counts = 5 + Math.floor(random() * 36);
    const people = counts + Math.floor(random() * counts * 1.2);
    let birds = 0;
    COMMONNESS_ORDER.slice(0, 40).forEach((birdId, i) => {
      const share = Math.min(1, 0.85 * 0.9 ** i * (0.8 + random() * 0.4));
      const gardens = Math.round(counts * share);
      if (gardens === 0) return;
      const perGarden = Math.max(1, 12 * 0.93 ** i * (0.6 + random() * 0.8)) / 2;
      const seen = Math.max(gardens, Math.round(gardens * perGarden));
      birds += seen;
      for (const code of ['NL', m.provinceCode, m.code]) addSpecies(code, birdId, seen, gardens);
    });
    for (const code of ['NL', m.provinceCode, m.code]) addArea(code, counts, people, birds);
  }
  return { areas: [...areas.values()], species: [...species.values()] };
}
