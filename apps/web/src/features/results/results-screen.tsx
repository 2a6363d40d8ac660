import { Screen } from '#shared/shell/screen.tsx';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { usePhase } from '../phase/index.ts';
import { useNationalResults } from './api/national-results-query.ts';
import { AreaChooser } from './area-chooser.tsx';
import { ResultsBody, speciesOf } from './results-body.tsx';
import { ResultsError } from './results-error.tsx';
import '#shared/ui/ui.css';
import '#shared/ui/content.css';
import './results.css';

/** `/resultaten`: the national totals and ranking, and the ways to a province or municipality. */
export function ResultsScreen() {
  const live = usePhase().phase === 2;
  const results = useNationalResults(useConfig(), live);
  return (
    <Screen heading="Resultaten" backTo={paths.home}>
      {results.isError && !results.data ? (
        <ResultsError error={results.error} retry={() => void results.refetch()} />
      ) : (
        <ResultsBody data={results.data} live={live} where="in Nederland" />
      )}
      <AreaChooser scope="NL" species={speciesOf(results.data)} live={live} />
    </Screen>
  );
}
