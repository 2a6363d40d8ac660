import { lazy } from 'react';

/** Public entry of the iOS install popup: the rule (first load) and the popup (on demand). */
export {
  currentInstallEnvironment,
  INSTALL_POPUP_DELAY_MS,
  shouldOfferIosInstall,
} from './ios-install-rule.ts';

// Loaded on demand: most visits never show it, so it stays out of the first download.
export const InstallPopup = /* @__PURE__ */ lazy(() => import('./install-popup.tsx'));
