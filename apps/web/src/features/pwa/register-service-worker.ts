/** Spec section 4 "Other" and 9: registration and update timing. */
export const REGISTER_TIMEOUT_MS = 30_000;
export const UPDATE_INTERVAL_MS = 600_000;

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  // The worker skips waiting, so a new version takes over by itself; the page then reloads
  // once so that it runs the code that matches the new precache.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  await wb.register();
  await wb.update();
  window.setInterval(() => void wb.update(), UPDATE_INTERVAL_MS);
}

/**
 * Registers the service worker in production builds once the app is stable: at the first
 * idle moment after the initial render, or after 30 s at the latest.
 */
export function scheduleServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    register().catch((error: unknown) => console.warn('Service worker niet geregistreerd', error));
  };
  window.setTimeout(start, REGISTER_TIMEOUT_MS);
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: REGISTER_TIMEOUT_MS });
}
