import { lazy, Suspense } from 'react';
import { MunicipalitySearch } from './municipality-search.tsx';
import { PostcodeForm } from './postcode-form.tsx';
import type { ResultsMapProps } from './map/results-map.tsx';

// The map and its shapes are their own chunks: the ranking shows before they arrive.
const ResultsMap = lazy(() => import('./map/results-map.tsx'));

/** The three ways to an area: the map, a municipality's name, a postcode. */
export function AreaChooser(props: ResultsMapProps) {
  return (
    <div className="results-choose">
      <section className="results-find" aria-labelledby="results-find-title">
        <h2 id="results-find-title" className="section-title">
          Resultaten bij jou in de buurt
        </h2>
        <MunicipalitySearch />
        <PostcodeForm />
      </section>
      <Suspense fallback={<div className="results-map results-map--loading" aria-hidden="true" />}>
        <ResultsMap {...props} />
      </Suspense>
    </div>
  );
}
