import { setBirdCount, type CountBird } from '@tvt/domain';
import { useState } from 'react';
import type { CountDraft } from '../count-draft.ts';
import { finishFirstCount } from '../flow-rules.ts';
import { OutboxStatus } from '../outbox/outbox-status.tsx';
import { AddBirdSheet } from './add-bird-sheet.tsx';
import { BirdCard } from './bird-card.tsx';
import type { ServerProblem, StepProps } from './step-props.ts';
import { ProblemBox, StepScreen } from './step-screen.tsx';
import { UnrecognisedBird } from './unrecognised-bird.tsx';

interface FirstCountStepProps extends StepProps {
  allowed: readonly string[];
  loading: boolean;
  loadError: boolean;
  problem: ServerProblem | undefined;
}

const countOf = (draft: CountDraft, bird: CountBird) => draft.count.birds[bird.id]?.birdCount ?? 0;

/** Spec 2 "first-count" (title 'Telling'). */
export function FirstCountStep({
  draft,
  update,
  go,
  allowed,
  loading,
  loadError,
  problem,
}: FirstCountStepProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [nothingCounted, setNothingCounted] = useState(false);
  const setCount = (bird: CountBird, value: number) => {
    setNothingCounted(false);
    update((d) => ({
      ...d,
      count: { ...d.count, birds: setBirdCount(d.count.birds, bird, value) },
    }));
  };
  const choose = (bird: CountBird) => {
    setSheetOpen(false);
    update((d) => ({
      ...d,
      birds: d.birds.filter((b) => b.id !== bird.id),
      birdsAddedFromFilter: [...d.birdsAddedFromFilter, bird],
      count: { ...d.count, birds: setBirdCount(d.count.birds, bird, 1) },
    }));
  };
  const remove = (bird: CountBird) =>
    update((d) => ({
      ...d,
      birds: [...d.birds, bird],
      birdsAddedFromFilter: d.birdsAddedFromFilter.filter((b) => b.id !== bird.id),
      count: { ...d.count, birds: setBirdCount(d.count.birds, bird, 0) },
    }));
  const setSeen = (birdsSeen: boolean) =>
    update((d) => ({ ...d, count: { ...d.count, birdsSeen } }));
  const next = () => {
    if (draft.count.birdsSeen && Object.keys(draft.count.birds).length === 0) {
      setNothingCounted(true);
      return;
    }
    update((d) => finishFirstCount(d, allowed, new Date()));
  };

  return (
    <StepScreen step="first-count" heading="Telling" go={go}>
      <OutboxStatus />
      <ProblemBox message={problem?.step === 'first-count' ? problem.message : undefined} />
      {draft.count.birdsSeen ? (
        <>
          <p className="count-hint">
            Tel een half uur lang de vogels die je ziet. Noteer per soort alleen het hoogste aantal
            dat je op één moment tegelijk ziet, zo tel je geen vogel dubbel.
          </p>
          {loading && <p role="status">Vogels laden…</p>}
          {loadError && (
            <p className="notice notice--error">
              Er zijn helaas geen veelvoorkomende vogels in Nederland gevonden
            </p>
          )}
          <h2 className="visually-hidden">Veelvoorkomende vogels</h2>
          <ul className="bird-grid">
            {draft.primaryBirds.map((bird) => (
              <BirdCard
                key={bird.id}
                bird={bird}
                count={countOf(draft, bird)}
                onChange={(v) => setCount(bird, v)}
              />
            ))}
          </ul>
          {draft.birdsAddedFromFilter.length > 0 && (
            <>
              <h2 className="count-subheading">Toegevoegde vogelsoorten</h2>
              <ul className="bird-grid">
                {draft.birdsAddedFromFilter.map((bird) => (
                  <BirdCard
                    key={bird.id}
                    bird={bird}
                    count={countOf(draft, bird)}
                    onChange={(v) => setCount(bird, v)}
                  >
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => remove(bird)}
                      aria-label={`${bird.name} verwijderen`}
                    >
                      Verwijderen
                    </button>
                  </BirdCard>
                ))}
              </ul>
            </>
          )}
          <UnrecognisedBird draft={draft} update={update} onCount={setCount} />
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setSheetOpen(true)}
            >
              Vogelsoort toevoegen
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setSeen(false)}
            >
              Geen vogels gezien
            </button>
          </div>
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
          <p className="count-lead">
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
      <AddBirdSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        birds={draft.birds}
        filter={draft.birdsFilter}
        onFilterChange={(birdsFilter) => update((d) => ({ ...d, birdsFilter }))}
        onChoose={choose}
      />
    </StepScreen>
  );
}
