import { describe, expect, it } from 'vitest';
import { quantileScale } from './colour-scale.ts';

describe('map colour scale', () => {
  it('puts equal numbers of areas in each class, null without a class', () => {
    const scale = quantileScale([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null]);
    expect(scale.bounds).toEqual([1, 3, 5, 7, 9]);
    expect([1, 2, 3, 6, 10].map(scale.classOf)).toEqual([0, 0, 1, 2, 4]);
    expect(scale.classOf(null)).toBeNull();
  });

  it('spreads fewer distinct values over the whole ramp', () => {
    const scale = quantileScale([5, 5, 5, 9]);
    expect(scale.bounds).toEqual([5, 9]);
    expect([5, 9].map(scale.classOf)).toEqual([0, 4]);
    expect(quantileScale([]).classOf(3)).toBeNull();
  });
});
