import { describe, expect, it } from 'vitest';
import { groupByLetter, sectionLetter } from './letter-sections.ts';

describe('letter sections', () => {
  it('files a name under its first letter, without accents, upper case', () => {
    expect(sectionLetter('turkse tortel')).toBe('T');
    expect(sectionLetter('Ékster')).toBe('E');
    expect(sectionLetter('  merel')).toBe('M');
    expect(sectionLetter('3-teenmeeuw')).toBe('#');
    expect(sectionLetter('')).toBe('#');
  });

  it('keeps the list order and puts one divider per letter', () => {
    const birds = ['Boerenzwaluw', 'Boomklever', 'Ekster', 'Fazant', 'Fitis'].map((name) => ({
      name,
    }));
    expect(groupByLetter(birds).map((s) => [s.letter, s.items.map((b) => b.name)])).toEqual([
      ['B', ['Boerenzwaluw', 'Boomklever']],
      ['E', ['Ekster']],
      ['F', ['Fazant', 'Fitis']],
    ]);
  });

  it('joins a letter that comes back later to its first section', () => {
    const birds = ['Appelvink', 'Boomkruiper', 'Áalscholver'].map((name) => ({ name }));
    expect(groupByLetter(birds).map((s) => [s.letter, s.items.length])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
  });

  it('has no sections for an empty list', () => {
    expect(groupByLetter([])).toEqual([]);
  });
});
