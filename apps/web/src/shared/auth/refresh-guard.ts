import { IS_REFRESHING_KEY } from '../session/token-storage.ts';

/**
 * A flag older than this belongs to a tab that closed mid-refresh; the silent request itself
 * gives up after 20 s (spec 9), so 30 s is safely past any refresh still running.
 */
export const STALE_REFRESH_MS = 30_000;

export type RefreshOutcome = 'refreshed' | 'failed' | 'busy';

/**
 * Spec 4: one refresh at a time, across tabs, guarded by `isRefreshing` in local storage. The
 * flag holds the start time, so a flag left behind by a closed tab does not block for ever.
 * 'busy' means another refresh is under way: the caller picks up its result from storage.
 */
export async function refreshOnce(
  store: Storage,
  refresh: () => Promise<void>,
  now: () => number = Date.now,
): Promise<RefreshOutcome> {
  const started = Number(store.getItem(IS_REFRESHING_KEY));
  if (Number.isFinite(started) && started > 0 && now() - started < STALE_REFRESH_MS) return 'busy';
  store.setItem(IS_REFRESHING_KEY, String(now()));
  try {
    await refresh();
    return 'refreshed';
  } catch (error) {
    console.warn('token refresh failed', error);
    return 'failed';
  } finally {
    store.removeItem(IS_REFRESHING_KEY);
  }
}
