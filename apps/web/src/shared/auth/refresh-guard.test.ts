// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshOnce, STALE_REFRESH_MS } from './refresh-guard.ts';
import { IS_REFRESHING_KEY } from '../session/token-storage.ts';

describe('refresh guard', () => {
  beforeEach(() => localStorage.clear());

  it('sets isRefreshing while refreshing and clears it afterwards', async () => {
    let during: string | null = null;
    const outcome = await refreshOnce(
      localStorage,
      () => {
        during = localStorage.getItem(IS_REFRESHING_KEY);
        return Promise.resolve();
      },
      () => 1000,
    );
    expect(outcome).toBe('refreshed');
    expect(during).toBe('1000');
    expect(localStorage.getItem(IS_REFRESHING_KEY)).toBeNull();
  });

  it('runs only one refresh at a time', async () => {
    let release: () => void = () => undefined;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const first = refreshOnce(localStorage, refresh);
    const second = await refreshOnce(localStorage, refresh);
    expect(second).toBe('busy');
    release();
    expect(await first).toBe('refreshed');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('reports a failed refresh and releases the flag', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcome = await refreshOnce(localStorage, () =>
      Promise.reject(new Error('invalid_grant')),
    );
    expect(outcome).toBe('failed');
    expect(localStorage.getItem(IS_REFRESHING_KEY)).toBeNull();
  });

  it('ignores a flag left behind by a tab that closed mid-refresh', async () => {
    localStorage.setItem(IS_REFRESHING_KEY, '5000');
    const refresh = vi.fn(() => Promise.resolve());
    expect(await refreshOnce(localStorage, refresh, () => 5000 + STALE_REFRESH_MS - 1)).toBe(
      'busy',
    );
    expect(await refreshOnce(localStorage, refresh, () => 5000 + STALE_REFRESH_MS)).toBe(
      'refreshed',
    );
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
