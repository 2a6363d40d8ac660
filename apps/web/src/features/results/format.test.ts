import { describe, expect, it } from 'vitest';
import { formatAverage, formatCount, formatShare, plural, rankChange } from './format.ts';

describe('results formatting', () => {
  it('writes numbers the Dutch way', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatAverage(3.14)).toBe('3,1');
    expect(formatAverage(2)).toBe('2,0');
    expect(formatShare(0.456)).toBe('46%');
    expect(plural(1, 'tuin', 'tuinen')).toBe('1 tuin');
    expect(plural(1200, 'tuin', 'tuinen')).toBe('1.200 tuinen');
  });

  it('says in words how a species moved since the previous campaign', () => {
    const prev = (rank: number) => ({ rank, birds: 1, gardenShare: 0.1 });
    expect(rankChange({ rank: 2, previous: prev(5) })).toMatchObject({
      direction: 'up',
      text: '3 plaatsen gestegen (was 5)',
    });
    expect(rankChange({ rank: 4, previous: prev(3) })).toMatchObject({
      direction: 'down',
      text: '1 plaats gedaald (was 3)',
    });
    expect(rankChange({ rank: 1, previous: prev(1) }).direction).toBe('same');
    expect(rankChange({ rank: 7, previous: null })).toMatchObject({
      direction: 'new',
      text: 'nieuw',
    });
  });
});
