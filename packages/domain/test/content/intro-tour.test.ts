import { describe, expect, it } from 'vitest';
import { introTourSkipsPath } from '../../src/index.ts';

describe('introTourSkipsPath', () => {
  it('skips every URL that contains telling, sub-steps and result pages included', () => {
    expect(introTourSkipsPath('/telling')).toBe(true);
    expect(introTourSkipsPath('/telling/meta')).toBe(true);
    expect(introTourSkipsPath('/resultaten/telling/abc')).toBe(true);
  });

  it('shows on the other screens', () => {
    for (const path of ['/home', '/vogelgids', '/herkennen/vragen', '/meer/quiz', '/'])
      expect(introTourSkipsPath(path)).toBe(false);
  });
});
