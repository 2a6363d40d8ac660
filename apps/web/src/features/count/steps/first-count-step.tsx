import {
  countTotals,
  countedSpecies,
  runningTotalText,
  setBirdCount,
  type CountBird,
} from '@tvt/domain';
import { useEffect, useState } from 'react';
import type { CountDraft } from '../count-draft.ts';
import { announce } from '#shared/ui/announcer.tsx';
import { scrollBehavior } from '#shared/ui/motion.ts';
import { loadTimerStart, loadView, saveView, type CountView } from '../count-ui-storage.ts';
import { finishFirstCount } from '../flow-rules.ts';
import { OutboxStatus } from '../outbox/outbox-status.tsx';
import { AddBirdSheet } from './add-bird-sheet.tsx';
import { birdEntryId } from './bird-card.tsx';
import { CountToolbar } from './count-toolbar.tsx';
import { CountedBirds } from './counted-birds.tsx';
import { NoBirdsDialog } from './no-birds-dialog.tsx';
import type { ServerProblem, StepProps } from './step-props.ts';
import { ProblemBox, StepScreen } from './step-screen.tsx';
import { UnrecognisedBird } from './unrecognised-bird.tsx';

interface FirstCountStepProps extends StepProps {
  allowed: readonly string[];
  loading: boolean;
  loadError: boolean;
  problem: ServerProblem | undefined;
}

/** Placeholders while the birds load (about the number of common birds), so nothing jumps. */
const PLACEHOLDERS = 12;

const countOf = (draft: CountDraft, bird: CountBird) => draft.count.birds[bird.id]?.birdCount ?? 0;

/** What a screen reader hears after a change: what changed, then the new running total. */
function announceCount(birds: CountDraft['count']['birds'], change: string) {
  const { birdsCountedTotal } = countTotals(birds);
  announce(`${change}. ${runningTotalText(birdsCountedTotal, countedSpecies(birds))}`);
}

/** Scrolls a bird's entry into view and puts the focus on its plus button. */
function showBird(id: string) {
  const entry = document.getElementById(birdEntryId({ id }));
  if (!entry) return;
  entry.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
  entry
    .querySelector<HTMLElement>('button[aria-label$="één meer"]')
    ?.focus({ preventScroll: true });
}

/** Spec 2 "first-count" (title 'Telling'). */
export function FirstCountStep(props: FirstCountStepProps) {
  const { draft, update, go, allowed, loading, loadError, problem } = props;
  const [sheetOpen, setSheetOpen] = useState(false);
  const [nothingCounted, setNothingCounted] = useState(false);
  const [asking, setAsking] = useState(false);
  const [view, setViewState] = useState<CountView>(() => loadView(window.localStorage));
  const [target, setTarget] = useState<{ id: string } | { focus: 'no-birds' | 'search' }>();
  const counted = Object.values(draft.count.birds).filter((b) => b.birdCount > 0);
  const total = counted.reduce((sum, b) => sum + b.birdCount, 0);

  useEffect(() => {
    if (!target) return;
    if ('id' in target) showBird(target.id);
    else document.getElementById(`telling-${target.focus}`)?.focus();
    setTarget(undefined);
  }, [target]);

  const setView = (next: CountView) => {
    saveView(window.localStorage, next);
    setViewState(next);
  };
  const setCount = (bird: CountBird, value: number) => {
    setNothingCounted(false);
    announceCount(setBirdCount(draft.count.birds, bird, value), `${bird.name}: ${value}`);
    update((d) => ({
      ...d,
      count: { ...d.count, birds: setBirdCount(d.count.birds, bird, value) },
    }));
  };
  const add = (bird: CountBird) => {
    announceCount(setBirdCount(draft.count.birds, bird, 1), `${bird.name}: 1`);
    update((d) => ({
      ...d,
      birds: d.birds.filter((b) => b.id !== bird.id),
      birdsAddedFromFilter: [...d.birdsAddedFromFilter, bird],
      count: { ...d.count, birds: setBirdCount(d.count.birds, bird, 1) },
    }));
  };
  const onScreen = (bird: CountBird) =>
    draft.primaryBirds.some((b) => b.id === bird.id) ||
    draft.birdsAddedFromFilter.some((b) => b.id === bird.id);
  const pick = (bird: CountBird) => {
    setSheetOpen(false);
    if (!onScreen(bird)) add(bird);
    setTarget({ id: bird.id });
  };
  const remove = (bird: CountBird) => {
    announceCount(setBirdCount(draft.count.birds, bird, 0), `${bird.name} verwijderd`);
    update((d) => ({
      ...d,
      birds: [...d.birds, bird],
      birdsAddedFromFilter: d.birdsAddedFromFilter.filter((b) => b.id !== bird.id),
      count: { ...d.count, birds: setBirdCount(d.count.birds, bird, 0) },
    }));
    // Its card, and the focused 'Verwijderen' with it, is gone: the search is where one goes on.
    setTarget({ focus: 'search' });
  };
  const setSeen = (birdsSeen: boolean) => {
    setAsking(false);
    update((d) => ({ ...d, count: { ...d.count, birdsSeen } }));
    setTarget({ focus: birdsSeen ? 'search' : 'no-birds' });
  };
  const next = () => {
    if (draft.count.birdsSeen && Object.keys(draft.count.birds).length === 0) {
      setNothingCounted(true);
      return;
    }
    // The count's time defaults to when its timer started, else to now (issue 30).
    const started = loadTimerStart(window.localStorage);
    update((d) => finishFirstCount(d, allowed, new Date(started ?? Date.now())));
  };

  return (
    <StepScreen step="first-count" heading="Telling" go={go}>
      <OutboxStatus />
      <ProblemBox message={problem?.step === 'first-count' ? problem.message : undefined} />
      {draft.count.birdsSeen ? (
        <>
          <CountToolbar
            total={total}
            species={countedSpecies(draft.count.birds)}
            catalogue={[...draft.primaryBirds, ...draft.birdsAddedFromFilter, ...draft.birds]}
            isOnScreen={onScreen}
            countOf={(bird) => countOf(draft, bird)}
            onPick={pick}
            view={view}
            onView={setView}
            onAdd={() => setSheetOpen(true)}
            onNoBirds={() => (total > 0 ? setAsking(true) : setSeen(false))}
          />
          {loading && (
            <p className="visually-hidden" role="status">
              Vogels laden…
            </p>
          )}
          {loadError && (
            <p className="notice notice--error">
              Er zijn helaas geen veelvoorkomende vogels in Nederland gevonden
            </p>
          )}
          <CountedBirds
            view={view}
            primary={draft.primaryBirds}
            added={draft.birdsAddedFromFilter}
            countOf={(bird) => countOf(draft, bird)}
            onCount={setCount}
            onRemove={remove}
            placeholders={loading ? PLACEHOLDERS : 0}
          />
          <UnrecognisedBird draft={draft} update={update} onCount={setCount} />
          {nothingCounted && (
            <p className="field__error" role="alert">
              Je hebt nog geen vogels geteld. Tel de vogels die je ziet, of kies ‘Geen vogels
              gezien’.
            </p>
          )}
          <div className="step-actions">
            <button type="button" className="button" onClick={next}>
              Verder naar je telplek
            </button>
          </div>
        </>
      ) : (
        <div className="no-birds">
          <p className="count-lead" id="telling-no-birds" tabIndex={-1}>
            Je hebt aangegeven dat je geen vogels hebt gezien. Ook dat is een waardevolle telling!
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setSeen(true)}
            >
              Toch vogels gezien
            </button>
            <button type="button" className="button" onClick={next}>
              Volgende stap
            </button>
          </div>
        </div>
      )}
      {asking && (
        <NoBirdsDialog
          counted={total}
          onConfirm={() => setSeen(false)}
          onCancel={() => setAsking(false)}
        />
      )}
      <AddBirdSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        birds={draft.birds}
        filter={draft.birdsFilter}
        onFilterChange={(birdsFilter) => update((d) => ({ ...d, birdsFilter }))}
        onChoose={pick}
      />
    </StepScreen>
  );
}
