import { lazy } from 'react';

/** Public entry of the intro tour: its query and rule (first load) and the modal (on demand). */
export { useIntroTour } from './intro-tour-query.ts';
export { hideIntroTour, INTRO_TOUR_HIDDEN_KEY, shouldShowIntroTour } from './intro-tour-rule.ts';

// Loaded on demand: most visits never show it, so it stays out of the first download.
export const IntroTourModal = /* @__PURE__ */ lazy(() => import('./intro-tour-modal.tsx'));
