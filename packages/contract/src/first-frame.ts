/**
 * Plain constants, no schema: the web app's first load imports some of them, and a schema here
 * would bring zod along (first-frames.ts has the build file's schema).
 *
 * What the build, the server and the web app agree on for the parts of the first frame the
 * server draws per request (decision 066): a first visit's intro tour, the home banner's
 * picture, and the count's first step.
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

/**
 * Set by the web app beside the local-storage keys the server needs for a screen's first frame
 * (decision 066): the visitor's segment (spec section 1, `segment`: the banner's picture) and
 * the count's saved step (`countCurrentPage`: whether /telling opens on the first count).
 */
export const SEGMENT_COOKIE = 'segment';
export const COUNT_STEP_COOKIE = 'countCurrentPage';

/** The build's first frames of the screens whose largest paint the server can draw. */
export const FIRST_FRAMES_FILE = 'first-frames.json';

/** Where the home frame has the banner's picture. */
export const BANNER_IMAGE_MARKER = '\uE000banner';
