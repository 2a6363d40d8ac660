import { describe, expect, it } from 'vitest';
import { backToMoreIfNested, firstSegment, paths } from './paths.ts';

describe('paths', () => {
  it('bird detail goes back to the first path segment', () => {
    expect(firstSegment('/vogelgids/12')).toBe(paths.birdGuide);
    expect(firstSegment('/herkennen/12')).toBe(paths.recognise);
    expect(firstSegment('/home/12')).toBe(paths.home);
    expect(firstSegment('/')).toBe(paths.home);
  });

  it('goes back to /meer only when the URL contains meer', () => {
    expect(backToMoreIfNested('/meer/quiz')).toBe(paths.more);
    expect(backToMoreIfNested('/quiz')).toBe(paths.home);
  });
});
