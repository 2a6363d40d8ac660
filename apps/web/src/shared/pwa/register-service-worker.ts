/** Spec section 4 "Other" and 9: registration and update timing. */
export const REGISTER_TIMEOUT_MS = 30_000;
export const UPDATE_INTERVAL_MS = 600_000;

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
 * Registers the service worker in production builds once the app is stable: at the first
 * idle moment after the initial render, or after 30 s at the latest.
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
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(start, { timeout: REGISTER_TIMEOUT_MS });
}
