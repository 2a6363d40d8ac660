import { Outlet, useLocation } from 'react-router';
import { Suspense, useEffect } from 'react';
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
import { useScrollMemory } from './use-scroll-memory.ts';

/** Spec section 1: the main view renders only once a phase is known. */
function PhaseGate() {
  const { phase } = usePhase();
  const { key } = useLocation();
  // Keyed by location.key: a navigation to the same URL re-creates the screen. The skeleton
  // stands while the first screen's chunk loads; later ones load inside a transition.
  if (phase === undefined) return <ScreenSkeleton />;
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      <Outlet key={key} />
    </Suspense>
  );
}

export function RootLayout() {
  useCaptureSegment();
  useAuthBootstrap();
  useSameUrlReload();
  useScrollMemory();
  useEffect(scheduleServiceWorker, []);
  useEffect(scheduleOutboxSync, []);
  useEffect(scheduleOfflineWarmUp, []);
  return (
    <PhaseProvider>
      <AppFrame>
        <PhaseGate />
      </AppFrame>
      <ShellOverlays />
    </PhaseProvider>
  );
}
