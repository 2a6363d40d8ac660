// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STABLE_AFTER_LOAD_MS, whenStable } from './register-service-worker.ts';

describe('the app is stable a while after the page has loaded', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then for its first requests to be over', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const then = vi.fn();
    whenStable(then);
    vi.advanceTimersByTime(10_000);
    expect(then).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(STABLE_AFTER_LOAD_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('counts from now on a page that has loaded already', () => {
    const then = vi.fn();
    whenStable(then);
    vi.advanceTimersByTime(STABLE_AFTER_LOAD_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
