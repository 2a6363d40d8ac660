import { lazy } from 'react';

/** Public entry of the offline notice: whether the app started offline, and the notice. */
export { startedOffline } from './started-offline.ts';

// Loaded on demand: most visits start online, so it stays out of the first download.
export const OfflineModal = /* @__PURE__ */ lazy(() => import('./offline-modal.tsx'));

/**
 * Once a service worker is active: fill its caches for an offline count (a lazy chunk, so the
 * first load does not grow).
 */
export function scheduleOfflineWarmUp(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  void container.ready
    .then(() => import('./warm-offline-cache.ts'))
    .then(({ warmOfflineCache }) => warmOfflineCache(container))
    .catch((error: unknown) => console.warn('Offline gegevens niet bewaard', error));
}
