import { useEffect, type RefObject } from 'react';
import { announce } from '#shared/ui/announcer.tsx';

/** The first screen of a page load leaves the focus where the browser starts it (skip link). */
let firstScreen = true;

/**
 * After a route change the focus goes to the new screen's heading and its title is announced
 * (WCAG 2.4.3, 4.1.3): a single-page app otherwise leaves the focus on the link that was
 * followed, or on the page body when that link is gone, and says nothing. A screen that put the
 * focus somewhere itself on arrival (a question, a dialog that opened) keeps it there.
 */
export function useArrivalFocus(heading: RefObject<HTMLElement | null>, title: string): void {
  useEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    const active = document.activeElement;
    const placed =
      active instanceof HTMLElement &&
      active !== document.body &&
      active.closest('main, dialog, [role="dialog"]') !== null;
    if (placed) return;
    heading.current?.focus({ preventScroll: true });
    announce(title);
    // Once per screen: a screen is created anew on every navigation (keyed by location).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
