import { useState, type ReactNode } from 'react';
import type { AreaResultsResponse } from '@tvt/contract';
import { DemoNote } from './demo-note.tsx';
import { LiveNote } from './live-note.tsx';
import { RankingList } from './ranking-list.tsx';
import { ResultsTotals } from './results-totals.tsx';
import { SuppressedNotice } from './suppressed-notice.tsx';

/** The ranking opens on the top 10; the rest are one tap away. */
export const TOP_RANKED = 10;

interface ResultsBodyProps {
  data: AreaResultsResponse | undefined;
  live: boolean;
  /** 'in Nederland', 'in Utrecht': the ranking's heading. */
  where: string;
  /** The visitor's own area and the map: right under the totals, above the ranking. */
  chooser?: ReactNode;
}

/**
 * Totals first, then the visitor's own area and the map, then the top 10 with 'Toon alle
 * soorten' (issue 30); space is kept while loading so nothing jumps.
 */
export function ResultsBody({ data, live, where, chooser }: ResultsBodyProps) {
  const [all, setAll] = useState(false);
  if (data?.suppressed) {
    return (
      <>
        <SuppressedNotice name={data.area.name} />
        {chooser}
      </>
    );
  }
  const shown = data && !all ? data.species.slice(0, TOP_RANKED) : data?.species;
  return (
    <>
      {data?.demo && <DemoNote year={data.year} />}
      <ResultsTotals
        totals={data?.totals}
        previousTotals={data?.previousTotals}
        previousYear={data?.previousYear}
      />
      <LiveNote updatedAt={data?.updatedAt} live={live} />
      {chooser}
      <section className="results-ranking" aria-labelledby="results-ranking-title">
        <h2 id="results-ranking-title" className="section-title">
          {all || !data || data.species.length <= TOP_RANKED
            ? `Alle soorten ${where}`
            : `Top ${TOP_RANKED} ${where}`}
          {data ? ` in ${data.year}` : ''}
        </h2>
        {data && shown ? (
          <>
            <RankingList species={shown} previousYear={data.previousYear} />
            {!all && data.species.length > TOP_RANKED && (
              <div className="button-row">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setAll(true)}
                >
                  Toon alle soorten ({data.species.length})
                </button>
              </div>
            )}
          </>
        ) : (
          <div className="results-ranking--loading" aria-hidden="true" />
        )}
      </section>
    </>
  );
}

/** The species to colour the map by: the ranking's, in its order. */
export const speciesOf = (data: AreaResultsResponse | undefined) =>
  (data?.species ?? []).map(({ birdId, name }) => ({ birdId, name }));
