import { lazy } from 'react';

/** Public entry of the offline notice: whether the app started offline, and the notice. */
export { startedOffline } from './started-offline.ts';

// Loaded on demand: most visits start online, so it stays out of the first download.
export const OfflineModal = /* @__PURE__ */ lazy(() => import('./offline-modal.tsx'));
