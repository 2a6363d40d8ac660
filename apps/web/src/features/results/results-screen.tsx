import { useState } from 'react';
import { Screen } from '#shared/shell/screen.tsx';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { usePhase } from '../phase/index.ts';
import { useNationalResults } from './api/national-results-query.ts';
import { AreaChooser, usePreloadedMap } from './area-chooser.tsx';
import { ResultsBody, speciesOf } from './results-body.tsx';
import { ResultsError } from './results-error.tsx';
import { ResultsYearProvider } from './results-year.tsx';
import { useResultYears } from './api/result-years-query.ts';
import { YearSwitch } from './year-switch.tsx';
import '#shared/ui/ui.css';
import '#shared/ui/content.css';
import './results.css';

/**
 * `/resultaten` and `/resultaten/:year`: a campaign's national totals, the ways to the visitor's
 * own area, and the ranking. Without a year, the newest campaign with results.
 */
export function ResultsScreen({ year }: { year?: number | undefined }) {
  const live = usePhase().phase === 2 && year === undefined;
  const config = useConfig();
  const results = useNationalResults(config, live, year);
  const years = useResultYears(config);
  usePreloadedMap();
  // The year switch and the demo note come with the answers, above everything else: the page
  // waits for both, so nothing jumps down when they arrive (a layout shift of 0.27 before).
  // Once settled it stays: a failed list of years is asked again by the switch, and the page
  // must not fall back to its placeholder meanwhile.
  const [settled, setSettled] = useState(false);
  if (!settled && (results.data !== undefined || results.isError) && !years.isPending)
    setSettled(true);
  const shown = year ?? results.data?.year;
  return (
    <ResultsYearProvider value={year}>
      <Screen heading={shown ? `Resultaten ${shown}` : 'Resultaten'} backTo={paths.home}>
        {!settled ? (
          <div className="results-loading" aria-hidden="true">
            <div className="skeleton skeleton--block" />
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line" />
          </div>
        ) : results.isError && !results.data ? (
          <ResultsError error={results.error} retry={() => void results.refetch()} />
        ) : (
          <>
            <YearSwitch shown={shown} to={paths.resultsYear} />
            <ResultsBody
              data={results.data}
              live={live}
              where="in Nederland"
              chooser={<AreaChooser scope="NL" species={speciesOf(results.data)} live={live} />}
            />
          </>
        )}
      </Screen>
    </ResultsYearProvider>
  );
}
