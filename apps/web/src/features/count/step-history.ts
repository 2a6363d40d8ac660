import { COUNT_STEPS, type CountDraft, type CountStep } from './count-draft.ts';

/**
 * The count's steps as history entries (issue 30, decision 111). The spec keeps the step out of
 * the URL, so every entry is /telling and its history state carries the trail of steps that led
 * to it: the back button then goes one step back, also after a reload.
 */
export interface StepHistoryState {
  countTrail: CountStep[];
  /** The steps are one screen: the app keeps it instead of re-creating it per entry. */
  keepScreen: true;
}

export const stepState = (countTrail: CountStep[]): StepHistoryState => ({
  countTrail,
  keepScreen: true,
});

/** The steps a person fills in, in order: the ones the back button walks through. */
const FLOW: readonly CountStep[] = [
  'first-count',
  'count-place',
  'personal-information',
  'count-summary',
];

export function trailOf(state: unknown): CountStep[] | undefined {
  if (typeof state !== 'object' || state === null || !('countTrail' in state)) return undefined;
  const trail = (state as StepHistoryState).countTrail;
  if (!Array.isArray(trail) || trail.length === 0) return undefined;
  return trail.every((s) => (COUNT_STEPS as readonly string[]).includes(s)) ? trail : undefined;
}

/** Whether the history walks through this step (pre, after: no count to step through). */
export function hasStepHistory(step: CountStep): boolean {
  return FLOW.includes(step) || step === 'done';
}

/**
 * The entries a flow that opens on `step` starts with: every earlier step of the count, so the
 * back button walks back through the count also when it was opened again later (from home, or
 * in a new tab).
 */
export function trailsOnArrival(step: CountStep): CountStep[][] {
  const until = FLOW.indexOf(step);
  if (until < 0) return [[step]];
  return FLOW.slice(0, until + 1).map((_, i) => FLOW.slice(0, i + 1));
}

export type StepMove =
  { kind: 'none' } | { kind: 'push'; trail: CountStep[] } | { kind: 'back'; delta: number };

/**
 * The flow moved to `next` by itself (a button, a server answer): back to a step the trail
 * already holds goes back in history, anything else is a new entry.
 */
export function moveFor(trail: readonly CountStep[], next: CountStep): StepMove {
  const last = trail.length - 1;
  if (trail[last] === next) return { kind: 'none' };
  const earlier = trail.lastIndexOf(next);
  if (earlier >= 0 && FLOW.includes(next)) return { kind: 'back', delta: earlier - last };
  return { kind: 'push', trail: [...trail, next] };
}

export type PopAnswer =
  | { kind: 'none' }
  | { kind: 'show'; step: CountStep }
  /** Back in history by this many entries: to the step shown, or out of the count. */
  | { kind: 'go'; delta: number };

/**
 * The back (or forward) button brought the entry with `trail` while the flow shows `current`.
 * An earlier step of the count is shown. Forward to a later step is refused (its button checks
 * the step first): back to the entry of the step shown. A finished count, or an entry of an old
 * count, is left past all of its entries.
 */
export function answerPop(trail: readonly CountStep[], current: CountStep): PopAnswer {
  const last = trail.length - 1;
  const target = trail[last];
  if (target === undefined || target === current) return { kind: 'none' };
  if (current !== 'done' && FLOW.includes(target)) {
    if (FLOW.indexOf(target) < FLOW.indexOf(current)) return { kind: 'show', step: target };
    const shown = trail.lastIndexOf(current);
    if (shown >= 0) return { kind: 'go', delta: shown - last };
  }
  return { kind: 'go', delta: -trail.length };
}

/** A count with something in it: leaving it by the back button asks first. */
export function isHalfFinished(draft: Pick<CountDraft, 'page' | 'count'>): boolean {
  if (!FLOW.includes(draft.page)) return false;
  return draft.page !== 'first-count' || Object.keys(draft.count.birds).length > 0;
}
