import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import type { CountDraft } from './count-draft.ts';
import type { DraftUpdate } from './count-draft-state.ts';
import {
  answerPop,
  hasStepHistory,
  isHalfFinished,
  moveFor,
  stepState,
  trailOf,
  trailsOnArrival,
} from './step-history.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

/**
 * Keeps the browser's history in step with the count (decision 111): an entry per step at
 * /telling, the back button one step back, and leaving a half-finished count by the back
 * button asks first (the guard the flow shows as a dialog).
 */
export function useStepHistory(draft: CountDraft, update: DraftUpdate) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const latest = useRef({ state: location.state as unknown, page: draft.page });
  latest.current = { state: location.state, page: draft.page };
  const arrived = useRef(false);
  const shown = useRef(draft.page);

  // On arrival: the address becomes /telling (a deep link's step is not kept in the URL, so a
  // reload restores the saved step), with the entries of the steps before this one.
  useEffect(() => {
    const { page, state } = latest.current;
    if (!hasStepHistory(page)) {
      arrived.current = true;
      if (location.pathname !== paths.count) void navigate(paths.count, { replace: true });
      return;
    }
    const trail = trailOf(state);
    if (location.pathname === paths.count && trail) {
      // A reload, or back or forward from another screen: the entries are there already, and
      // an earlier step's entry shows that step.
      const answer = answerPop(trail, page);
      if (answer.kind === 'show') update((d) => ({ ...d, page: answer.step }));
      else if (trail.at(-1) !== page)
        void navigate(paths.count, { replace: true, state: stepState([...trail, page]) });
      arrived.current = true;
      return;
    }
    void (async () => {
      for (const [i, countTrail] of trailsOnArrival(page).entries())
        await navigate(paths.count, { replace: i === 0, state: stepState(countTrail) });
      arrived.current = true;
    })();
    // Once per opening of the flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The flow moved by itself (a button, a server answer): a new entry, or back to an old one.
  useEffect(() => {
    if (shown.current === draft.page) return;
    shown.current = draft.page;
    if (!arrived.current || !hasStepHistory(draft.page)) return;
    const trail = trailOf(latest.current.state) ?? [];
    const move = moveFor(trail, draft.page);
    if (move.kind === 'push') void navigate(paths.count, { state: stepState(move.trail) });
    else if (move.kind === 'back') void navigate(move.delta);
  }, [draft.page, navigate]);

  // The back (or forward) button: show the entry's step, or leave the count past its entries.
  useEffect(() => {
    if (navigationType !== NavigationType.Pop || location.pathname !== paths.count) return;
    const trail = trailOf(location.state);
    if (!trail) return;
    const answer = answerPop(trail, latest.current.page);
    if (answer.kind === 'show') update((d) => ({ ...d, page: answer.step }));
    else if (answer.kind === 'go') void navigate(answer.delta);
    // Only a new entry is a new answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return useLeaveGuard(isHalfFinished(draft));
}
