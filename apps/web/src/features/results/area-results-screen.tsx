import { Link } from 'react-router';
import { Screen } from '#shared/shell/screen.tsx';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { usePhase } from '../phase/index.ts';
import { useMunicipalityResults } from './api/municipality-results-query.ts';
import { useProvinceResults } from './api/province-results-query.ts';
import { AreaChooser } from './area-chooser.tsx';
import { ResultsBody, speciesOf } from './results-body.tsx';
import { ResultsError } from './results-error.tsx';
import { ResultsYearProvider } from './results-year.tsx';
import { YearSwitch } from './year-switch.tsx';
import '#shared/ui/ui.css';
import '#shared/ui/content.css';
import './results.css';

interface AreaResultsScreenProps {
  level: 'province' | 'municipality';
  code: string;
  /** The campaign from the URL (`/resultaten/2025/…`); else the default one. */
  year?: number | undefined;
}

/** `/resultaten/provincie/:code` and `/resultaten/gemeente/:code`: one area's ranking. */
export function AreaResultsScreen({ level, code, year }: AreaResultsScreenProps) {
  const live = usePhase().phase === 2 && year === undefined;
  const config = useConfig();
  // Both hooks run (rules of hooks); the one for the other level stays disabled by its key.
  const province = useProvinceResults(level === 'province' ? config : undefined, code, live, year);
  const municipality = useMunicipalityResults(
    level === 'municipality' ? config : undefined,
    code,
    live,
    year,
  );
  const results = level === 'province' ? province : municipality;
  const data = results.data;
  const parent = data?.parent;
  const scope = level === 'province' ? code : parent?.code;
  const national = year ? paths.resultsYear(year) : paths.results;
  const here = (y: number) =>
    level === 'province' ? paths.resultsProvince(code, y) : paths.resultsMunicipality(code, y);
  return (
    <ResultsYearProvider value={year}>
      <Screen
        heading={data ? `Resultaten ${data.area.name} ${data.year}` : 'Resultaten'}
        backTo={parent ? paths.resultsProvince(parent.code, year) : national}
      >
        <YearSwitch shown={year ?? data?.year} to={here} />
        <p className="results-breadcrumb">
          <Link to={national}>Nederland</Link>
          {parent && (
            <>
              {' › '}
              <Link to={paths.resultsProvince(parent.code, year)}>{parent.name}</Link>
            </>
          )}
          {data && <> › {data.area.name}</>}
        </p>
        {results.isError && !data ? (
          <ResultsError error={results.error} retry={() => void results.refetch()} />
        ) : (
          <ResultsBody
            data={data}
            live={live}
            where={data ? `in ${data.area.name}` : ''}
            chooser={
              scope ? (
                <AreaChooser
                  scope={scope}
                  current={level === 'municipality' ? code : undefined}
                  species={speciesOf(data)}
                  live={live}
                />
              ) : null
            }
          />
        )}
      </Screen>
    </ResultsYearProvider>
  );
}
