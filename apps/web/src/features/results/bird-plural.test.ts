import { describe, expect, it } from 'vitest';
import { birdNameFor } from './bird-plural.ts';

describe('bird names in the plural', () => {
  it.each([
    ['Koolmees', 'koolmezen'],
    ['Pimpelmees', 'pimpelmezen'],
    ['Huismus', 'huismussen'],
    ['Heggenmus', 'heggenmussen'],
    ['Merel', 'merels'],
    ['Ekster', 'eksters'],
    ['Vink', 'vinken'],
    ['Houtduif', 'houtduiven'],
    ['Turkse tortel', 'turkse tortels'],
    ['Roodborst', 'roodborsten'],
    ['Spreeuw', 'spreeuwen'],
    ['Kauw', 'kauwen'],
    ['Winterkoning', 'winterkoningen'],
    ['Grote bonte specht', 'grote bonte spechten'],
    ['Zwartkop', 'zwartkoppen'],
    ['Sijs', 'sijzen'],
    ['Gaai', 'gaaien'],
    ['Keep', 'kepen'],
    ['Halsbandparkiet', 'halsbandparkieten'],
    ['Koperwiek', 'koperwieken'],
    ['Havik', 'haviken'],
    ['Sperwer', 'sperwers'],
  ])('%s → %s', (name, plural) => {
    expect(birdNameFor(3.1, name)).toBe(plural);
  });

  it('keeps one bird singular', () => {
    expect(birdNameFor(1, 'Koolmees')).toBe('koolmees');
  });
});
