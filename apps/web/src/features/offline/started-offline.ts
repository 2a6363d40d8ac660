/** Captured once at module load: the spec's rule is about how the app *starts*, not later drops. */
export const startedOffline: boolean =
  typeof navigator !== 'undefined' && navigator.onLine === false;
