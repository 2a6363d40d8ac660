// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  hideIntroTour,
  INTRO_TOUR_HIDDEN_KEY,
  shouldShowIntroTour,
  sortTourPages,
} from './intro-tour-rule.ts';

describe('intro tour rule', () => {
  beforeEach(() => localStorage.clear());

  it('shows on a first visit when there are pages', () => {
    expect(shouldShowIntroTour('/home', localStorage, 3)).toBe(true);
  });

  it('is skipped on any URL containing telling', () => {
    expect(shouldShowIntroTour('/telling', localStorage, 3)).toBe(false);
    expect(shouldShowIntroTour('/telling/overzicht', localStorage, 3)).toBe(false);
  });

  it('stays hidden once dismissed', () => {
    hideIntroTour(localStorage);
    expect(localStorage.getItem(INTRO_TOUR_HIDDEN_KEY)).toBe('true');
    expect(shouldShowIntroTour('/home', localStorage, 3)).toBe(false);
  });

  it('does not show without pages', () => {
    expect(shouldShowIntroTour('/home', localStorage, 0)).toBe(false);
  });

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
