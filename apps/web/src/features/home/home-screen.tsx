import type { Phase } from '@tvt/domain';
import { useLoaded } from '#shared/ui/use-loaded.ts';
import { usePhase } from '../phase/index.ts';
import { useTotals } from '../totals/index.ts';
import { useConfig } from '#shared/config/config-query.ts';
import './home.css';
import '#shared/ui/content.css';

// Each view is a chunk of its own, so a first visit loads only the one it shows (first-load
// budget): phase 1 needs the tips and bird-list code, phase 2 the campaign links, phase 3 the
// thanks, and the year-round home (most of the year) the sign-up and last year's figures.
const loadPhase1Home = () => import('./phase-1-home.tsx');
const loadPhase2Home = () => import('./phase-2-home.tsx');
const loadPhase3Home = () => import('./phase-3-home.tsx');
const loadYearRoundHome = () => import('./year-round-home.tsx');
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
  // Thanks only right after a count that has figures (decision 087); else the year-round home.
  const thanks = season === 'after' && (totals === undefined || totals.participants > 0);
  const view = phase === 2 ? 'running' : phase === 1 ? 'before' : thanks ? 'thanks' : 'year';
  const Phase2Home = useLoaded(view === 'running' ? loadPhase2Home : undefined, true)?.default;
  const Phase3Home = useLoaded(view === 'thanks' ? loadPhase3Home : undefined, true)?.default;
  const YearRound = useLoaded(view === 'year' ? loadYearRoundHome : undefined, true)?.default;
  if (view === 'running') return Phase2Home ? <Phase2Home /> : <BannerFallback />;
  if (view === 'thanks') return Phase3Home ? <Phase3Home /> : <BannerFallback />;
  if (view === 'year') return YearRound ? <YearRound loggedIn={loggedIn} /> : <BannerFallback />;
  return (
    <>
      {Phase1Banner ? <Phase1Banner /> : <BannerFallback />}
      {Phase1Home && <Phase1Home loggedIn={loggedIn} />}
    </>
  );
}
