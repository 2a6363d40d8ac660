import { INTRO_TOUR_HIDDEN_COOKIE } from '@tvt/contract';
import { introTourSkipsPath } from '@tvt/domain';
import { setFlagCookie } from '#shared/session/flag-cookie.ts';

export { sortTourPages, type TourPage } from '@tvt/domain';

/** Local-storage key that remembers a dismissed intro tour (spec section 2, Shell). */
export const INTRO_TOUR_HIDDEN_KEY = 'introTourIsHidden';

/** The tour shows until dismissed, never on count URLs, and only when there are pages. */
export function shouldShowIntroTour(
  pathname: string,
  storage: Storage,
  pageCount: number,
): boolean {
  if (introTourSkipsPath(pathname)) return false;
  if (storage.getItem(INTRO_TOUR_HIDDEN_KEY) === 'true') return false;
  return pageCount > 0;
}

/**
 * Whether the tour was closed on this device. The cookie beside the key (the server leaves the
 * tour out of the page by it) is written again each time, so a tour closed before the cookie
 * existed stays out of the next page as well.
 */
export function introTourClosed(storage: Storage): boolean {
  const closed = storage.getItem(INTRO_TOUR_HIDDEN_KEY) === 'true';
  if (closed) setFlagCookie(INTRO_TOUR_HIDDEN_COOKIE, 'true');
  return closed;
}

export function hideIntroTour(storage: Storage): void {
  storage.setItem(INTRO_TOUR_HIDDEN_KEY, 'true');
  setFlagCookie(INTRO_TOUR_HIDDEN_COOKIE, 'true');
}
