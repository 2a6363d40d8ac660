import { describe, expect, it } from 'vitest';
import { buildBirds } from '../src/birds/catalogue.ts';
import { birdIdFromName, sizeClassForLength } from '../src/birds/rules.ts';
import type { BirdSpecies } from '../src/birds/types.ts';

describe('sizeClassForLength (spec section 3 size options)', () => {
  it.each([
    [9, 1],
    [15, 1],
    [16, 1],
    [16.9, 1],
    [17, 2],
    [25, 2],
    [29.9, 2],
    [30, 3],
    [47, 3],
    [64.9, 3],
    [65, 4],
    [100, 4],
    [150, 4],
  ])('%s cm is class %s', (length, expected) => {
    expect(sizeClassForLength(length)).toBe(expected);
  });

  it.each([0, -3, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (length) => {
    expect(() => sizeClassForLength(length)).toThrow(RangeError);
  });
});

describe('birdIdFromName', () => {
  it.each([
    ['Koolmees', 'koolmees'],
    ['Turkse tortel', 'turkse-tortel'],
    ['Grote bonte specht', 'grote-bonte-specht'],
    ['IJsvogel', 'ijsvogel'],
    ['Grote Alexanderparkiet', 'grote-alexanderparkiet'],
    ['Tafeléend', 'tafeleend'],
    ['  Zwarte   kraai ', 'zwarte-kraai'],
  ])('%s → %s', (name, id) => {
    expect(birdIdFromName(name)).toBe(id);
  });
});

function species(id: string): BirdSpecies {
  return {
    id,
    tvtbirdid: id.length,
    name: id,
    scientificName: 'Genus species',
    englishName: id,
    family: 'Testidae',
    lengthCm: 20,
    colours: [1],
    silhouette: 5,
    beak: 2,
    thresholdvalue: 5,
    tip: 'Een tip. Nog een zin.',
    similar: [],
    plumages: [{ form: 'volwassen' }],
  };
}

describe('buildBirds', () => {
  const list = [species('aa'), species('bbb'), species('cccc')];

  it('derives size class, commonness and the primary grid from the order', () => {
    const birds = buildBirds(list, ['bbb', 'cccc', 'aa'], 2);
    const by = new Map(birds.map((b) => [b.id, b]));
    expect(by.get('bbb')).toMatchObject({ commonness: 1, primary: true, primaryOrder: 1 });
    expect(by.get('cccc')).toMatchObject({ commonness: 2, primary: true, primaryOrder: 2 });
    expect(by.get('aa')).toMatchObject({ commonness: 3, primary: false, sizeClass: 2 });
    expect(by.get('aa')).not.toHaveProperty('primaryOrder');
  });

  it('rejects a species missing from the order', () => {
    expect(() => buildBirds(list, ['aa', 'bbb'], 1)).toThrow(/missing.*cccc/);
  });

  it('rejects a species ranked twice', () => {
    expect(() => buildBirds(list, ['aa', 'bbb', 'aa', 'cccc'], 1)).toThrow(/twice: aa/);
  });

  it('rejects an unknown id in the order', () => {
    expect(() => buildBirds(list, ['aa', 'bbb', 'cccc', 'zz'], 1)).toThrow(/unknown.*zz/);
  });
});
