import { useLayoutEffect, useRef } from 'react';

/**
 * Focus goes back to the control that opened an overlay when it closes (WCAG 2.4.3). Radix
 * returns focus only to its own Trigger; our sheets are opened from state by any button, so the
 * opener is remembered when `open` turns true (a layout effect runs before the dialog moves
 * focus inside). On close the opener gets focus back, unless the page already moved focus to
 * something on purpose (e.g. the bird just added to the count). A sheet that opened by itself
 * returns focus to the main content (`#inhoud`), never to the page body.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement === document.body ? null : document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    const current = document.activeElement;
    const focusLost = !current || current === document.body || !current.isConnected;
    const target = opener.current;
    opener.current = null;
    if (!focusLost) return;
    // A sheet that opened by itself (no opener) hands focus to the page's main content.
    if (target?.isConnected) target.focus();
    else document.getElementById('inhoud')?.focus({ preventScroll: true });
  };
}
