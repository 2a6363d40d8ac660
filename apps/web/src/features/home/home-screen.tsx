import type { Phase } from '@tvt/domain';
import { useLoaded } from '#shared/ui/use-loaded.ts';
import Phase2Home from './phase-2-home.tsx';
import Phase3Home from './phase-3-home.tsx';
import YearRoundHome from './year-round-home.tsx';
import { usePhase } from '../phase/index.ts';
import { useTotals } from '../totals/index.ts';
import { useConfig } from '#shared/config/config-query.ts';
import './home.css';
import '#shared/ui/content.css';

// Phase 1 alone needs the tips and bird-list code; phases 2 and 3 share totals and top 3 and are
// small, so they ride along with the route while phase 1 is its own chunk (first-load budget).
const loadPhase1Home = () => import('./phase-1-home.tsx');
// The banner, home's largest paint, is a small chunk of its own: it does not wait for the rest.
const loadPhase1Banner = () => import('./phase-1-banner.tsx');

/** Holds the banner's place while its chunk loads, so nothing shifts. */
function BannerFallback() {
  return <div className="home-banner" aria-busy="true" />;
}

interface HomeScreenProps {
  phase: Phase;
  /** Phase 1 offers a sign-up link, or the bird guide to a visitor who is logged in. */
  loggedIn: boolean;
}

/** The home content per phase (spec 2 Home). */
export function HomeScreen({ phase, loggedIn }: HomeScreenProps) {
  // Not lazy under Suspense: the banner is the largest paint of home (use-loaded.ts).
  const Phase1Banner = useLoaded(phase === 1 ? loadPhase1Banner : undefined, true)?.default;
  const Phase1Home = useLoaded(phase === 1 ? loadPhase1Home : undefined, true)?.default;
  const season = usePhase().info?.season;
  const totals = useTotals(useConfig()).data;
  if (phase === 2) return <Phase2Home />;
  // Thanks only right after a count that has figures (decision 087); else the year-round home.
  if (phase === 3) {
    const thanks = season === 'after' && (totals === undefined || totals.participants > 0);
    return thanks ? <Phase3Home /> : <YearRoundHome loggedIn={loggedIn} />;
  }
  return (
    <>
      {Phase1Banner ? <Phase1Banner /> : <BannerFallback />}
      {Phase1Home && <Phase1Home loggedIn={loggedIn} />}
    </>
  );
}
