/** Spec section 4 "Other" and 9: registration and update timing. */
export const REGISTER_TIMEOUT_MS = 30_000;
export const UPDATE_INTERVAL_MS = 600_000;
/** The app counts as stable this long after the page's load event (its own first requests done). */
export const STABLE_AFTER_LOAD_MS = 3_000;

/**
 * Calls `then` once the app is stable in the spec's sense: the page has loaded and its first
 * screen's requests are over. The worker's precache (about 1 MB) and the offline warm-up that
 * follows it then no longer share a slow line and a slow processor with them (decision 066).
 */
export function whenStable(then: () => void): void {
  const later = () => window.setTimeout(then, STABLE_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * The worker skips waiting and claims open pages, so a new version takes over by itself.
 * When it replaces an older one (the page already had a controller), the page reloads once
 * so it runs the code that matches the new precache. The very first install does not reload.
 */
async function register(container: ServiceWorkerContainer): Promise<void> {
  const hadController = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const registration = await container.register('/sw.js', { scope: '/' });
  const update = () => registration.update().catch(() => undefined);
  await update();
  window.setInterval(() => void update(), UPDATE_INTERVAL_MS);
}

/**
 * Registers the service worker in production builds once the app is stable (loaded, its first
 * requests over, then the first idle moment), or after 30 s at the latest.
 */
export function scheduleServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    register(container).catch((error: unknown) =>
      console.warn('Service worker niet geregistreerd', error),
    );
  };
  window.setTimeout(start, REGISTER_TIMEOUT_MS);
  whenStable(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start);
    else start();
  });
}
