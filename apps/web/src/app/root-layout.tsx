import { Outlet, useLocation } from 'react-router';
import { Suspense, useEffect, useState } from 'react';
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

/**
 * The key of the screen: a navigation to the same URL re-creates the screen (location.key),
 * unless it is a step within the screen, which keeps it (the count's history entries, decision
 * 111, carry `keepScreen` in their state).
 */
function useScreenKey(): string {
  const location = useLocation();
  const state: unknown = location.state;
  const kept =
    typeof state === 'object' &&
    state !== null &&
    'keepScreen' in state &&
    state.keepScreen === true;
  const [screenKey, setScreenKey] = useState(location.key);
  if (!kept && screenKey !== location.key) setScreenKey(location.key);
  return kept ? screenKey : location.key;
}

/** Spec section 1: the main view renders only once a phase is known. */
function PhaseGate() {
  const { phase } = usePhase();
  const key = useScreenKey();
  // The skeleton stands while the first screen's chunk loads; later ones load inside a
  // transition.
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
