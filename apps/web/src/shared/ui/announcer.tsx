/**
 * One polite live region for the whole app, in the frame from the first paint: a region that
 * appears together with its text is not announced by every screen reader (WCAG 4.1.3), so
 * messages go into this one, which exists before any change.
 */
const ANNOUNCER_ID = 'tvt-announcer';

export function Announcer() {
  // React renders no children into it: `announce` owns its text. No role "status", so a
  // screen's own status line stays the one status on it.
  return (
    <div id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
  );
}

/**
 * Says `message` politely. The same message twice in a row (a second press with the same
 * result) gets a no-break space added, so the region changes and is read again.
 */
export function announce(message: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  region.textContent = region.textContent === message ? `${message}\u00a0` : message;
}
