// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { PHASE_STORAGE_KEY, readPhaseOverride, resolvePhase } from './phase-override.ts';

describe('phase override', () => {
  beforeEach(() => localStorage.clear());

  it('takes ?phase= and stores it as currentPhase', () => {
    expect(readPhaseOverride('?phase=2', localStorage)).toBe(2);
    expect(localStorage.getItem(PHASE_STORAGE_KEY)).toBe('2');
  });

  it('lets the query win over a stored value', () => {
    localStorage.setItem(PHASE_STORAGE_KEY, '3');
    expect(readPhaseOverride('?t=jg&phase=1', localStorage)).toBe(1);
    expect(localStorage.getItem(PHASE_STORAGE_KEY)).toBe('1');
  });

  it('uses the stored value when the URL has no phase', () => {
    localStorage.setItem(PHASE_STORAGE_KEY, '3');
    expect(readPhaseOverride('', localStorage)).toBe(3);
    expect(readPhaseOverride('?t=bs', localStorage)).toBe(3);
  });

  it('clears the stored override on an invalid ?phase=', () => {
    localStorage.setItem(PHASE_STORAGE_KEY, '2');
    expect(readPhaseOverride('?phase=4', localStorage)).toBeUndefined();
    expect(localStorage.getItem(PHASE_STORAGE_KEY)).toBeNull();
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(PHASE_STORAGE_KEY, 'twee');
    expect(readPhaseOverride('', localStorage)).toBeUndefined();
  });

  it('falls back to the server phase, and is unknown while neither is there', () => {
    expect(resolvePhase(undefined, 2)).toBe(2);
    expect(resolvePhase(1, 3)).toBe(1);
    expect(resolvePhase(undefined, undefined)).toBeUndefined();
  });
});
