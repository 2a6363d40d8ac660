import { introTourSkipsPath } from '@tvt/domain';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { clearFirstOverlay } from '#shared/shell/first-overlay.ts';
import { useLoaded } from '#shared/ui/use-loaded.ts';
import { useLocation } from 'react-router';
import { useConfig } from '#shared/config/config-query.ts';
import {
  currentInstallEnvironment,
  InstallPopup,
  INSTALL_POPUP_DELAY_MS,
  shouldOfferIosInstall,
} from '../features/install-popup/index.ts';
import {
  hideIntroTour,
  introTourClosed,
  loadIntroTourModal,
  shouldShowIntroTour,
  useIntroTour,
} from '../features/intro-tour/index.ts';
import { OfflineModal, startedOffline } from '../features/offline/index.ts';

function useInstallPopup(): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!shouldOfferIosInstall(currentInstallEnvironment())) return;
    const timer = window.setTimeout(() => setShow(true), INSTALL_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return show;
}

/** A tour whose code failed to load must not leave the one drawn into the page standing. */
const loadTour = () =>
  loadIntroTourModal().catch((error: unknown) => {
    clearFirstOverlay();
    throw error;
  });

/**
 * The shell's overlays, one at a time: offline notice first, then the intro tour. Each is loaded
 * on demand from its feature's entry (most visits show none, so none is in the first download):
 * the notice and the popup as lazy components, the tour with `useLoaded`.
 */
export function ShellOverlays() {
  const { pathname } = useLocation();
  const config = useConfig();
  const [offlineOpen, setOfflineOpen] = useState(startedOffline);
  const [tourHidden, setTourHidden] = useState(() => introTourClosed(localStorage));
  const tourWanted = !offlineOpen && !tourHidden && !introTourSkipsPath(pathname);
  const pages = useIntroTour(config, tourWanted);
  const showTour = tourWanted && shouldShowIntroTour(pathname, localStorage, pages.length);
  const showInstall = useInstallPopup();
  // Not lazy under Suspense: the tour is a first visit's largest paint (use-loaded.ts).
  const TourModal = useLoaded(showTour ? loadTour : undefined)?.default;

  // The tour the server drew into the page (decision 066) goes once the app's own is open, or at
  // once when the app shows none.
  useLayoutEffect(() => {
    if (!showTour || TourModal) clearFirstOverlay();
  }, [showTour, TourModal]);

  const dismissTour = () => {
    hideIntroTour(localStorage);
    setTourHidden(true);
  };

  return (
    <Suspense fallback={null}>
      {offlineOpen && <OfflineModal onClose={() => setOfflineOpen(false)} />}
      {TourModal && <TourModal pages={pages} onDismiss={dismissTour} />}
      {showInstall && <InstallPopup />}
    </Suspense>
  );
}
