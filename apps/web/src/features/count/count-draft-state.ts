import {
  selectableCountDates,
  type AccountUserData,
  type CountBird,
  type Phase,
  UNRECOGNISED_BIRD,
} from '@tvt/domain';
import { applyAccountPrefill } from './account-prefill.ts';
import { useCallback, useEffect, useState } from 'react';
import { newCountDraft, type CountDraft, type CountStep } from './count-draft.ts';
import { clearDraft, loadDraft, loadOutcome, saveDraft } from './draft-storage.ts';
import { repairDraftDate, stepForDeepLink, stepForPhase } from './flow-rules.ts';
import { mirrorCountStep } from './count-step-cookie.ts';

const deps = () => ({ now: new Date(), randomUUID: () => crypto.randomUUID() });

/** What the flow starts with: the saved draft (repaired) or a new count, at the right step. */
export function initialDraft(
  phase: Phase,
  allowed: readonly string[],
  requested: CountStep | undefined,
  storage: Storage,
  account?: AccountUserData,
): CountDraft {
  if (phase !== 2) {
    clearDraft(storage);
    return newCountDraft(deps(), stepForPhase(phase, undefined));
  }
  const saved = loadDraft(storage);
  const outcome = saved ? undefined : loadOutcome(storage);
  if (outcome !== undefined) return { ...newCountDraft(deps(), 'done'), succes: outcome };
  const started = saved ?? newCountDraft(deps());
  const draft = { ...started, count: applyAccountPrefill(started.count, account) };
  let page = stepForPhase(phase, saved);
  if (requested) page = stepForDeepLink(requested, page, draft);
  return repairDraftDate({ ...draft, page }, allowed, new Date());
}

/** Fills the bird lists once the birds arrive, unless the draft already holds them (offline reload). */
export function withBirdLists(draft: CountDraft, all: readonly CountBird[]): CountDraft {
  if (draft.primaryBirds.length > 0 || all.length === 0) return draft;
  // 'Niet herkend' has its own entry on the screen; tvtBirds.json lists it too.
  const countable = all.filter((b) => b.id !== UNRECOGNISED_BIRD.id);
  const added = new Set(draft.birdsAddedFromFilter.map((b) => b.id));
  return {
    ...draft,
    primaryBirds: countable.filter((b) => b.primary),
    birds: countable.filter((b) => !b.primary && !added.has(b.id)),
  };
}

export type DraftUpdate = (change: (draft: CountDraft) => CountDraft) => void;

/**
 * The count draft in React state, written to local storage after every change (spec 4). In
 * pre and after nothing is saved: those steps delete any draft.
 */
export function useDraftState(
  phase: Phase,
  campaign: { phase2Start: Date },
  requested: CountStep | undefined,
  account?: AccountUserData,
  /** The count birds when already known (the page carried them): the first render has them. */
  birds?: readonly CountBird[],
) {
  const [draft, setDraft] = useState(() => {
    const draft = initialDraft(
      phase,
      selectableCountDates(new Date(), campaign),
      requested,
      window.localStorage,
      account,
    );
    return phase === 2 && birds ? withBirdLists(draft, birds) : draft;
  });
  useEffect(() => {
    if (draft.page !== 'pre' && draft.page !== 'after' && draft.page !== 'done')
      saveDraft(window.localStorage, draft);
  }, [draft]);
  useEffect(() => mirrorCountStep(draft.page), [draft.page]);
  const update: DraftUpdate = useCallback((change) => setDraft(change), []);
  return [draft, update] as const;
}
