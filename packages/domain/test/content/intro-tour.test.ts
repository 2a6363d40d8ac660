import { describe, expect, it } from 'vitest';
import { introTourSkipsPath, sortTourPages } from '../../src/index.ts';

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

describe('sortTourPages', () => {
  it('sorts server pages by order and drops empty ones', () => {
    const pages = sortTourPages([
      { title: 'Twee', content: '<p>b</p>', image: '', order: 2 },
      { title: '', content: '', image: '', order: 0 },
      { title: 'Een', content: '<p>a</p>', image: '/media/a.png', order: 1 },
    ]);
    expect(pages.map((p) => p.title)).toEqual(['Een', 'Twee']);
    expect(pages[0]?.image).toBe('/media/a.png');
    expect(pages[1]?.image).toBeUndefined();
  });
});
