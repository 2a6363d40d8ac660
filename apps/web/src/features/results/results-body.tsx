import type { AreaResultsResponse } from '@tvt/contract';
import { LiveNote } from './live-note.tsx';
import { RankingList } from './ranking-list.tsx';
import { ResultsTotals } from './results-totals.tsx';
import { SuppressedNotice } from './suppressed-notice.tsx';

interface ResultsBodyProps {
  data: AreaResultsResponse | undefined;
  live: boolean;
  /** 'in Nederland', 'in Utrecht': the ranking's heading. */
  where: string;
}

/** Totals and ranking of one area; space is kept while loading so nothing jumps. */
export function ResultsBody({ data, live, where }: ResultsBodyProps) {
  if (data?.suppressed) return <SuppressedNotice name={data.area.name} />;
  return (
    <>
      <ResultsTotals
        totals={data?.totals}
        previousTotals={data?.previousTotals}
        previousYear={data?.previousYear}
      />
      <LiveNote updatedAt={data?.updatedAt} live={live} />
      <section className="results-ranking" aria-labelledby="results-ranking-title">
        <h2 id="results-ranking-title" className="section-title">
          Alle soorten {where}
          {data ? ` in ${data.year}` : ''}
        </h2>
        {data ? (
          <RankingList species={data.species} previousYear={data.previousYear} />
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
