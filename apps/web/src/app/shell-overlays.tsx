import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useConfig } from '#shared/config/config-query.ts';
import {
  shouldOfferIosInstall,
  currentInstallEnvironment,
  INSTALL_POPUP_DELAY_MS,
} from '../features/install-popup/ios-install-rule.ts';
import { useIntroTour } from '../features/intro-tour/intro-tour-query.ts';
import {
  hideIntroTour,
  shouldShowIntroTour,
  INTRO_TOUR_HIDDEN_KEY,
} from '../features/intro-tour/intro-tour-rule.ts';
import { startedOffline } from '../features/offline/started-offline.ts';

// Loaded on demand: most visits show none of these, so they stay out of the first download.
const IntroTourModal = lazy(() => import('../features/intro-tour/intro-tour-modal.tsx'));
const OfflineModal = lazy(() => import('../features/offline/offline-modal.tsx'));
const InstallPopup = lazy(() => import('../features/install-popup/install-popup.tsx'));

function useInstallPopup(): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!shouldOfferIosInstall(currentInstallEnvironment())) return;
    const timer = window.setTimeout(() => setShow(true), INSTALL_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return show;
}

/** The shell's overlays, one at a time: offline notice first, then the intro tour. */
export function ShellOverlays() {
  const { pathname } = useLocation();
  const config = useConfig();
  const [offlineOpen, setOfflineOpen] = useState(startedOffline);
  const [tourHidden, setTourHidden] = useState(
    () => localStorage.getItem(INTRO_TOUR_HIDDEN_KEY) === 'true',
  );
  const tourWanted = !offlineOpen && !tourHidden && !pathname.includes('telling');
  const pages = useIntroTour(config, tourWanted);
  const showTour = tourWanted && shouldShowIntroTour(pathname, localStorage, pages.length);
  const showInstall = useInstallPopup();

  const dismissTour = () => {
    hideIntroTour(localStorage);
    setTourHidden(true);
  };

  return (
    <Suspense fallback={null}>
      {offlineOpen && <OfflineModal onClose={() => setOfflineOpen(false)} />}
      {showTour && <IntroTourModal pages={pages} onDismiss={dismissTour} />}
      {showInstall && <InstallPopup />}
    </Suspense>
  );
}
