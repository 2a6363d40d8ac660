import { describe, expect, it, vi } from 'vitest';
import { lazily } from '../../src/format/lazily.ts';

describe('lazily', () => {
  it('makes the value on first use, once', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = lazily(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
