import { useLayoutEffect } from 'react';
import { clearFirstOverlay } from '#shared/shell/first-overlay.ts';
import { Screen } from '#shared/shell/screen.tsx';

/** Last-resort screen. A chunk that fails to load after a new deploy is fixed by reloading. */
export function RootError() {
  // Nothing the server drew over the page may cover this screen (decision 066).
  useLayoutEffect(() => clearFirstOverlay(), []);
  return (
    <Screen heading="Er is iets misgegaan" backTo={false} logo>
      <p>De pagina kon niet worden geladen.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Probeer opnieuw
      </button>
    </Screen>
  );
}
