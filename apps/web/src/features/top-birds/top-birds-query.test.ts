import { describe, expect, it } from 'vitest';
import { parseTopBirds } from './top-birds-query.ts';

describe('parseTopBirds', () => {
  it('keeps the first three named birds and sharpens a width-100 image', () => {
    const top = parseTopBirds({
      data: [
        {
          id: 'huismus',
          name: 'Huismus',
          remoteimage: 'https://cdn.example/img?width=100',
          count: 1500,
        },
        {
          id: 'koolmees',
          name: 'Koolmees',
          remoteimage: '/media/birds/koolmees/default.svg?v=a',
          count: '900',
        },
        { id: '', name: 'Zonder id', count: 5 },
        { id: 'merel', name: 'Merel', remoteimage: '', count: 800 },
        { id: 'vink', name: 'Vink', remoteimage: '', count: 10 },
      ],
    });
    expect(top.map((b) => b.id)).toEqual(['huismus', 'koolmees', 'merel']);
    expect(top[0]?.image).toBe('https://cdn.example/img?width=500');
    expect(top[1]?.count).toBe(900);
  });

  it('is empty for an empty or malformed answer', () => {
    expect(parseTopBirds({ data: [] })).toEqual([]);
    expect(parseTopBirds('nee')).toEqual([]);
  });
});
