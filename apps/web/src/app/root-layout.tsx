import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useEffect } from 'react';
import { useAuthBootstrap } from '#shared/auth/use-auth-bootstrap.ts';
import { scheduleOutboxSync } from '../features/count/index.ts';
import { scheduleOfflineWarmUp } from '../features/offline/index.ts';
import { PhaseProvider, usePhase } from '../features/phase/index.ts';
import { scheduleServiceWorker } from '#shared/pwa/register-service-worker.ts';
import { useCaptureSegment } from '../features/segment/index.ts';
import { ScreenSkeleton } from '#shared/shell/screen.tsx';
import { AppFrame } from './app-frame.tsx';
import { ShellOverlays } from './shell-overlays.tsx';
import { useSameUrlReload } from './use-same-url-reload.ts';

/** Spec section 1: the main view renders only once a phase is known. */
function PhaseGate() {
  const { phase } = usePhase();
  const { key } = useLocation();
  // Keyed by location.key: a navigation to the same URL re-creates the screen.
  return phase === undefined ? <ScreenSkeleton /> : <Outlet key={key} />;
}

export function RootLayout() {
  useCaptureSegment();
  useAuthBootstrap();
  useSameUrlReload();
  useEffect(scheduleServiceWorker, []);
  useEffect(scheduleOutboxSync, []);
  useEffect(scheduleOfflineWarmUp, []);
  return (
    <PhaseProvider>
      <AppFrame>
        <PhaseGate />
      </AppFrame>
      <ShellOverlays />
      <ScrollRestoration />
    </PhaseProvider>
  );
}

/** Shown while the first route module loads: the same frame, so nothing shifts afterwards. */
export function RootFallback() {
  return (
    <PhaseProvider>
      <AppFrame>
        <ScreenSkeleton />
      </AppFrame>
    </PhaseProvider>
  );
}
