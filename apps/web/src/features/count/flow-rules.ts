import {
  amsterdamDate,
  countTotals,
  repairCountMoment,
  withDefaultTime,
  type Phase,
} from '@tvt/domain';
import {
  COUNT_STEPS,
  type CountDraft,
  type CountObjectDraft,
  type CountStep,
} from './count-draft.ts';

/** 'Geen vogels gezien' (birdsSeen false) submits no birds; the counts stay for 'Toch vogels gezien'. */
export function effectiveBirds(
  count: Pick<CountObjectDraft, 'birds' | 'birdsSeen'>,
): CountObjectDraft['birds'] {
  return count.birdsSeen ? count.birds : {};
}

/** The steps a person fills in during phase 2, in order. */
const FLOW: readonly CountStep[] = [
  'first-count',
  'count-place',
  'personal-information',
  'count-summary',
];

/** Spec 4: phase 1 → pre, 3 → after; phase 2 → where the draft was, else first-count. */
export function stepForPhase(phase: Phase, draft: CountDraft | undefined): CountStep {
  if (phase === 1) return 'pre';
  if (phase === 3) return 'after';
  return draft && FLOW.includes(draft.page) ? draft.page : 'first-count';
}

export interface BackLink {
  label: string;
  to: CountStep;
}

/** Back buttons (spec 2): label and target of each step's back button. */
const BACK: Partial<Record<CountStep, BackLink>> = {
  'count-place': { label: 'Telling', to: 'first-count' },
  'personal-information': { label: 'Telplek', to: 'count-place' },
  'count-summary': { label: 'Je gegevens', to: 'personal-information' },
};

/**
 * A step's back button. Spec 2 gives logged-in counters "a different back navigation"
 * (decision 025): while the personal step still holds exactly the account's details it only
 * confirmed them, so the summary goes back to 'Telplek'; its 'Jouw gegevens' edit button
 * still opens the personal step.
 */
export function backLink(
  step: CountStep,
  { accountDetailsOnly }: { accountDetailsOnly: boolean },
): BackLink | undefined {
  if (step === 'count-summary' && accountDetailsOnly) return BACK['personal-information'];
  return BACK[step];
}

const order = (step: CountStep) => COUNT_STEPS.indexOf(step);

/**
 * A deep link (/telling/meta, …) opens the flow at its step only when the draft has already
 * reached that step; the summary also needs a valid personal step. Otherwise the saved step.
 */
export function stepForDeepLink(
  requested: CountStep,
  current: CountStep,
  draft: CountDraft,
): CountStep {
  if (!FLOW.includes(current) || !FLOW.includes(requested)) return current;
  if (order(requested) > order(current)) return current;
  if (requested === 'count-summary' && !draft.formValid) return current;
  return requested;
}

/**
 * Spec 4, on load: with no birds counted on first-count the date starts again from today; a
 * saved date that is no longer selectable becomes the first selectable one, keeping the time.
 */
export function repairDraftDate(
  draft: CountDraft,
  allowed: readonly string[],
  now: Date,
): CountDraft {
  let date = draft.date;
  if (draft.page === 'first-count' && Object.keys(draft.count.birds).length === 0) {
    date = { date: amsterdamDate(now), hour: undefined, minute: undefined };
  }
  const repaired = repairCountMoment(
    { date: date.date ?? amsterdamDate(now), hour: 0, minute: 0 },
    allowed,
  );
  const next = { ...date, date: repaired.date };
  return next.date === draft.date.date &&
    next.hour === draft.date.hour &&
    next.minute === draft.date.minute
    ? draft
    : { ...draft, date: next };
}

/**
 * Spec 4 first-count → count-place: totals and the suspicious flag from the birds, the time
 * defaults to now when hour or minute is unset. 'Geen vogels gezien' counts nothing.
 */
export function finishFirstCount(
  draft: CountDraft,
  allowed: readonly string[],
  now: Date,
): CountDraft {
  const totals = countTotals(effectiveBirds(draft.count));
  const moment = withDefaultTime(draft.date, now);
  const repaired = repairCountMoment(moment, allowed);
  return {
    ...draft,
    page: 'count-place',
    count: { ...draft.count, ...totals },
    date: { date: repaired.date, hour: repaired.hour, minute: repaired.minute },
  };
}

/**
 * Which step holds a field the server refused (400 `{ field }`), so the person is taken back
 * to it with nothing lost.
 */
export function stepForField(field: string | undefined): CountStep {
  if (field === undefined) return 'count-summary';
  if (field.startsWith('userData') || field.startsWith('location')) return 'personal-information';
  if (
    field.startsWith('birds') ||
    field === 'unrecognizedBirdRemarks' ||
    field === 'birdsCountedTotal'
  ) {
    return 'first-count';
  }
  if (
    [
      'metaData',
      'countedon',
      'participants',
      'remarks',
      'userPhoto',
      'homeAddress',
      'privateLocation',
    ].some((f) => field.startsWith(f))
  ) {
    return 'count-place';
  }
  return 'count-summary';
}
