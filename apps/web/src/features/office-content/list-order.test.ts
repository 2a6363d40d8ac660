import { describe, expect, it } from 'vitest';
import { moved } from './list-order.ts';

describe('moved', () => {
  it('moves an item up or down, clamped at both ends, without touching the input', () => {
    const list = ['a', 'b', 'c'];
    expect(moved(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(list, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(list, 2, 5)).toEqual(['a', 'b', 'c']);
    expect(moved(list, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
