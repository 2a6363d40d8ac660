import { describe, expect, it } from 'vitest';
import { SEGMENTS } from '../segment/index.ts';
import { bannerLine } from './banner-copy.ts';

describe('bannerLine', () => {
  it('has a line for every segment and phase, and the segments differ', () => {
    for (const phase of [1, 2, 3] as const) {
      const lines = SEGMENTS.map((segment) => bannerLine(phase, segment));
      expect(lines.every((line) => line.length > 10)).toBe(true);
      expect(new Set(lines).size).toBe(SEGMENTS.length);
    }
  });
});
