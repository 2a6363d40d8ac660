import {
  WIZARD_STEPS,
  buildFilterQuery,
  parseFilterQuery,
  wizardSheetTitle,
  type WizardFilter,
} from '@tvt/domain';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { BirdCard, LoadMore } from '../bird-guide/index.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { Sheet } from '#shared/ui/sheet.tsx';
import { DeterminationTool } from './determination-tool.tsx';
import { useWizardBirds } from './wizard-birds-query.ts';
import '#shared/ui/ui.css';
import '#shared/ui/bird-list.css';
import './wizard.css';

const LAST_STEP = WIZARD_STEPS.length;

/** A link may prefill the filter: the photo screen passes the bird's colours as `?color=4,1`. */
function filterFromSearch(search: URLSearchParams): WizardFilter {
  const parsed = parseFilterQuery(Object.fromEntries(search));
  return parsed.ok ? parsed.filter : {};
}

/** /herkennen/vragen: the 'Filteren' sheet with the four steps over the results grid. */
export function WizardScreen() {
  const config = useConfig();
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => filterFromSearch(searchParams));
  const [filter, setFilter] = useState<WizardFilter>(initial);
  const [query, setQuery] = useState(() => buildFilterQuery(initial));
  const [step, setStep] = useState(1);
  const [sheetOpen, setSheetOpen] = useState(false);
  const results = useWizardBirds(config, query);
  const pages = results.data?.pages ?? [];
  const birds = pages.flatMap((p) => p.birds);
  // While a new filter loads, the title keeps the last count rather than flashing 0.
  const lastCount = useRef(0);
  if (pages[0]) lastCount.current = pages[0].count;
  const count = lastCount.current;
  const title = wizardSheetTitle(count);

  return (
    <div className="wizard">
      <p className="wizard__intro">
        Beantwoord vier vragen over de vogel die je zag. De soorten die het best bij je antwoorden
        passen, staan bovenaan.
      </p>
      <div className="wizard__bar">
        <p className="wizard__count" role="status">
          {results.isSuccess ? title : ''}
        </p>
        <button type="button" className="button" onClick={() => setSheetOpen(true)}>
          Filteren
        </button>
      </div>
      {results.isError && <p className="notice">De vogels konden niet worden geladen.</p>}
      {results.isSuccess && birds.length === 0 && (
        <div className="notice wizard__empty">
          <p>Geen vogels gevonden</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setFilter({});
              setQuery('');
              setStep(1);
            }}
          >
            Filters wissen
          </button>
        </div>
      )}
      {results.isSuccess && birds.length > 0 && query !== '' && (
        <h2 className="wizard__ranking">Past het best bij je antwoorden</h2>
      )}
      <ul className="bird-grid" aria-label="Resultaten, best passend eerst">
        {birds.map((bird, i) => (
          <li key={bird.id}>
            <BirdCard
              to={paths.recogniseBird(bird.id)}
              name={bird.name}
              image={bird.drawingmale}
              secondImage={bird.drawingfemale}
              eager={i < 8}
            />
          </li>
        ))}
      </ul>
      {results.isSuccess && (
        <LoadMore
          pagesLoaded={pages.length}
          count={pages[0]?.count ?? 0}
          busy={results.isFetchingNextPage}
          onLoadMore={() => void results.fetchNextPage({ cancelRefetch: false })}
        />
      )}
      <Sheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title={title}
        side="bottom"
        closeText="Sluiten"
      >
        <p className="wizard__step">
          Vraag {step} van {LAST_STEP}
        </p>
        <DeterminationTool
          currentPage={step}
          filter={filter}
          onFilterChange={(next, nextFilter) => {
            setFilter(nextFilter);
            setQuery(next);
          }}
        >
          <p className="visually-hidden" aria-live="polite">
            {results.isFetching ? '' : title}
          </p>
        </DeterminationTool>
        <div className="wizard__nav">
          <button
            type="button"
            className="button button--secondary"
            disabled={step === 1}
            onClick={() => setStep(step - 1)}
          >
            Vorige
          </button>
          {step < LAST_STEP ? (
            <button type="button" className="button" onClick={() => setStep(step + 1)}>
              Volgende
            </button>
          ) : (
            <button type="button" className="button" onClick={() => setSheetOpen(false)}>
              Resultaten
            </button>
          )}
        </div>
      </Sheet>
    </div>
  );
}
