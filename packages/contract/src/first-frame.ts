/**
 * What the build, the server and the web app agree on for the part of the first frame the
 * server draws per request (decision 066): on a first visit, the intro tour's first page.
 */

/**
 * Set by the web app beside the local-storage key `introTourIsHidden` (spec section 2) when the
 * tour is closed: the server cannot read local storage, and leaves the tour out of the page.
 */
export const INTRO_TOUR_HIDDEN_COOKIE = 'introTourIsHidden';

/** The element after `#root` in index.html that holds what the server draws over the frame. */
export const FIRST_OVERLAY_ID = 'tvt-first-overlay';

/** The build's template of the tour's first page, beside index.html in the build. */
export const FIRST_TOUR_TEMPLATE_FILE = 'first-tour.html';

/** Where the template has the page's values (private-use characters, in no real text). */
export const firstTourMarkers = {
  title: '\uE000title',
  content: '\uE000content',
  image: '\uE000image',
} as const;
