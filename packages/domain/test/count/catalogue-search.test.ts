import { describe, expect, it } from 'vitest';
import { foldName, searchCatalogue } from '../../src/index.ts';

const birds = [
  { id: '1', name: 'Merel' },
  { id: '2', name: 'Vlaamse gaai' },
  { id: '3', name: 'Gaai-achtige' },
  { id: '4', name: 'Halsbandparkiet' },
  { id: '5', name: 'Koolmees' },
  { id: '6', name: 'Pimpelmees' },
  { id: '7', name: 'Staartmees' },
  { id: '8', name: 'Grote bonte specht' },
];

describe('the count catalogue search', () => {
  it('finds common and other birds, name starts first, then word starts, then inside', () => {
    expect(searchCatalogue(birds, 'gaai').map((b) => b.name)).toEqual([
      'Gaai-achtige',
      'Vlaamse gaai',
    ]);
    expect(searchCatalogue(birds, 'mees').map((b) => b.name)).toEqual([
      'Koolmees',
      'Pimpelmees',
      'Staartmees',
    ]);
    expect(searchCatalogue(birds, 'bonte').map((b) => b.id)).toEqual(['8']);
  });

  it('ignores case, accents and spacing', () => {
    expect(foldName('  Zoë  ')).toBe('zoe');
    expect(searchCatalogue(birds, 'HALSBAND').map((b) => b.id)).toEqual(['4']);
    expect(searchCatalogue(birds, 'grotebonte').map((b) => b.id)).toEqual(['8']);
  });

  it('finds nothing for an empty query, lists each bird once and keeps to the limit', () => {
    expect(searchCatalogue(birds, '  ')).toEqual([]);
    expect(searchCatalogue([...birds, birds[0]!], 'merel')).toHaveLength(1);
    expect(searchCatalogue(birds, 'e', 2)).toHaveLength(2);
  });
});
