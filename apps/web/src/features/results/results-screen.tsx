import { Screen } from '#shared/shell/screen.tsx';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { usePhase } from '../phase/index.ts';
import { useNationalResults } from './api/national-results-query.ts';
import { AreaChooser } from './area-chooser.tsx';
import { ResultsBody, speciesOf } from './results-body.tsx';
import { ResultsError } from './results-error.tsx';
import { ResultsYearProvider } from './results-year.tsx';
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
  const results = useNationalResults(useConfig(), live, year);
  const shown = year ?? results.data?.year;
  return (
    <ResultsYearProvider value={year}>
      <Screen heading={shown ? `Resultaten ${shown}` : 'Resultaten'} backTo={paths.home}>
        <YearSwitch shown={shown} to={paths.resultsYear} />
        {results.isError && !results.data ? (
          <ResultsError error={results.error} retry={() => void results.refetch()} />
        ) : (
          <ResultsBody
            data={results.data}
            live={live}
            where="in Nederland"
            chooser={<AreaChooser scope="NL" species={speciesOf(results.data)} live={live} />}
          />
        )}
      </Screen>
    </ResultsYearProvider>
  );
}
