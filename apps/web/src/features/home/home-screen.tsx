import { lazy, Suspense } from 'react';
import type { Phase } from '@tvt/domain';
import './home.css';
import '../content/content.css';

// One chunk per phase: a visitor downloads only the home of the current phase.
const Phase1Home = lazy(() => import('./phase-1-home.tsx'));
const Phase2Home = lazy(() => import('./phase-2-home.tsx'));
const Phase3Home = lazy(() => import('./phase-3-home.tsx'));

/** Holds the banner's place while the phase's chunk loads, so nothing shifts. */
function HomeFallback() {
  return <div className="home-banner home-banner--placeholder" aria-busy="true" />;
}

interface HomeScreenProps {
  phase: Phase;
  /** Phase 1 offers a sign-up link, or the bird guide to a visitor who is logged in. */
  loggedIn: boolean;
}

/** The home content per phase (spec 2 Home). */
export function HomeScreen({ phase, loggedIn }: HomeScreenProps) {
  return (
    <Suspense fallback={<HomeFallback />}>
      {phase === 1 ? (
        <Phase1Home loggedIn={loggedIn} />
      ) : phase === 2 ? (
        <Phase2Home />
      ) : (
        <Phase3Home />
      )}
    </Suspense>
  );
}
