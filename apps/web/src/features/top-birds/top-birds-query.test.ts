import { topBirdsResponse } from '@tvt/contract';
import { describe, expect, it } from 'vitest';
import { topBirdsOf } from './top-birds-query.ts';

describe('top birds', () => {
  it('keeps the first three and sharpens a width-100 image', () => {
    const top = topBirdsOf({
      data: [
        {
          id: 'huismus',
          name: 'Huismus',
          remoteimage: 'https://cdn.example/img?width=100',
          count: 1500,
        },
        { id: 'koolmees', name: 'Koolmees', remoteimage: '/media/koolmees.svg?v=a', count: 900 },
        { id: 'merel', name: 'Merel', remoteimage: '', count: 800 },
        { id: 'vink', name: 'Vink', remoteimage: '', count: 10 },
      ],
    });
    expect(top.map((b) => b.id)).toEqual(['huismus', 'koolmees', 'merel']);
    expect(top[0]?.image).toBe('https://cdn.example/img?width=500');
    expect(top[1]?.count).toBe(900);
  });

  it('is empty for an empty answer; a malformed one is not read at all', () => {
    expect(topBirdsOf({ data: [] })).toEqual([]);
    expect(topBirdsResponse.safeParse('nee').success).toBe(false);
    expect(topBirdsResponse.safeParse({ data: [{ id: 'a', name: 'A', count: '9' }] }).success).toBe(
      false,
    );
  });
});
