import { describe, expect, it } from 'vitest';
import list from './map/shapes/municipalities.json';
import { findMunicipalities } from './municipality-search.tsx';

type Row = [string, string, string];
const names = (query: string) => findMunicipalities(list as Row[], query).map(([, name]) => name);

describe('municipality search', () => {
  it('lists names starting with the query first, accents and case aside', () => {
    expect(names('utrecht')[0]).toBe('Utrecht');
    expect(names('sudwest')).toContain('Súdwest-Fryslân');
    expect(names('gravenhage')).toEqual(["'s-Gravenhage"]);
    expect(names('bergen')).toEqual(expect.arrayContaining(['Bergen (NH.)', 'Bergen (L.)']));
  });

  it('needs two letters and keeps to eight hits', () => {
    expect(names('a')).toEqual([]);
    expect(names('er').length).toBe(8);
  });

  it('ships all 342 municipalities of 2026 with their province', () => {
    expect(list).toHaveLength(342);
    expect((list as Row[]).find(([code]) => code === 'GM0363')).toEqual([
      'GM0363',
      'Amsterdam',
      'PV27',
    ]);
  });
});
