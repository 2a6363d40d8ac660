import { createContext, use, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Phase, Season } from '@tvt/domain';

const SEASON_OF_PHASE: Record<Phase, Season> = { 1: 'announced', 2: 'running', 3: 'after' };
import { useConfig } from '#shared/config/config-query.ts';
import { readPhaseOverride, resolvePhase } from './phase-override.ts';
import { useServerPhase, type PhaseInfo } from './phase-query.ts';

interface PhaseState {
  /** Undefined until known: the main view waits for it. */
  phase: Phase | undefined;
  info: PhaseInfo | undefined;
}

const PhaseContext = createContext<PhaseState>({ phase: undefined, info: undefined });

export function PhaseProvider({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const config = useConfig();
  const info = useServerPhase(config);
  // Reading the override writes it to storage on ?phase=; doing so during render is safe
  // because the write is idempotent for a given search string.
  const override = useMemo(() => readPhaseOverride(search, window.localStorage), [search]);
  // `?phase=` shows that phase's screens: the season follows it (decision 087), so ?phase=3
  // shows the thanks after a count and ?phase=1 the run-up, whatever the date.
  const value = useMemo(() => {
    const phase = resolvePhase(override, info?.phase);
    if (override === undefined || !info) return { phase, info };
    return { phase, info: { ...info, season: SEASON_OF_PHASE[override] } };
  }, [override, info]);
  return <PhaseContext value={value}>{children}</PhaseContext>;
}

export function usePhase(): PhaseState {
  return use(PhaseContext);
}
