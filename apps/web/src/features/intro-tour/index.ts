import { lazy } from 'react';

/** Public entry of the intro tour: its query and rule (first load) and the modal (on demand). */
export { introTourQuery, useIntroTour } from './intro-tour-query.ts';
export {
  hideIntroTour,
  INTRO_TOUR_HIDDEN_KEY,
  introTourClosed,
  shouldShowIntroTour,
  sortTourPages,
} from './intro-tour-rule.ts';
// Drawn at build time into the template the server fills per page (decision 066).
export { FirstTour } from './first-tour.tsx';

// Loaded on demand: most visits never show it, so it stays out of the first download. The shell
// loads the module itself (app/shell-overlays.tsx); the office's preview uses the lazy component.
export const loadIntroTourModal = () => import('./intro-tour-modal.tsx');
export const IntroTourModal = /* @__PURE__ */ lazy(loadIntroTourModal);
