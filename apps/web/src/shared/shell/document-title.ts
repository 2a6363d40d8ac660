import { useEffect } from 'react';

export const APP_NAME = 'Tuinvogeltelling';

/** 'Vogelgids – Tuinvogeltelling'; the app's name alone when a screen has no name of its own. */
export function documentTitle(screen: string | undefined): string {
  const name = screen?.trim();
  return name ? `${name} – ${APP_NAME}` : APP_NAME;
}

/**
 * Every screen names the browser tab (and what a screen reader announces on navigation) after
 * itself. Screen calls it with its heading, so each route, present and future, gets one.
 */
export function useDocumentTitle(screen: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
