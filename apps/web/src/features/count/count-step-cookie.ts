import { COUNT_STEP_COOKIE } from '@tvt/contract';
import { setFlagCookie } from '#shared/session/flag-cookie.ts';
import type { CountStep } from './count-draft.ts';

/**
 * The saved step (`countCurrentPage`) as a cookie as well (decision 066): the server cannot read
 * local storage, and draws the first count step into the page only while the count is there
 * (or has not begun), so a reload on a later step never shows the wrong step first.
 */
export function mirrorCountStep(step: CountStep): void {
  setFlagCookie(COUNT_STEP_COOKIE, step);
}
