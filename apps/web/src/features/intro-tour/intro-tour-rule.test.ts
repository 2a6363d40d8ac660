// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  hideIntroTour,
  INTRO_TOUR_HIDDEN_KEY,
  introTourClosed,
  shouldShowIntroTour,
} from './intro-tour-rule.ts';

describe('intro tour rule', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'introTourIsHidden=; max-age=0; path=/';
  });

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

  it('tells the server by a cookie that the tour was closed, also when closed before it existed', () => {
    expect(introTourClosed(localStorage)).toBe(false);
    expect(document.cookie).not.toContain('introTourIsHidden');
    hideIntroTour(localStorage);
    expect(document.cookie).toContain('introTourIsHidden=true');
    document.cookie = 'introTourIsHidden=; max-age=0; path=/';
    expect(introTourClosed(localStorage)).toBe(true);
    expect(document.cookie).toContain('introTourIsHidden=true');
  });
});
