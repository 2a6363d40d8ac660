import { Link } from 'react-router';
import type { CountResultResponse } from '@tvt/contract';
import { Screen } from '#shared/shell/screen.tsx';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { isUnknownCount, useCountResult } from './api/count-result-query.ts';
import { birdNameFor } from './bird-plural.ts';
import { formatAverage, formatCount, plural } from './format.ts';
import { ResultsError } from './results-error.tsx';
import '#shared/ui/ui.css';
import '#shared/ui/content.css';
import './results.css';

const day = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

function countedOnText(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : day.format(parsed);
}

/** One line per bird: this garden, its municipality's gardens, the country's gardens. */
function BirdComparison({
  bird,
  result,
}: {
  bird: CountResultResponse['birds'][number];
  result: CountResultResponse;
}) {
  const place = result.municipality?.name;
  return (
    <li className="count-result__bird" data-testid={`count-bird-${bird.birdId}`}>
      {bird.image ? (
        <img src={bird.image} alt="" width="56" height="56" loading="lazy" />
      ) : (
        <span />
      )}
      <div>
        <h3 className="ranking__name">
          {formatCount(bird.counted)} {birdNameFor(bird.counted, bird.name)}
        </h3>
        {bird.municipalityAverage !== null && place && (
          <p>
            In {place} zagen de tuinen gemiddeld {formatAverage(bird.municipalityAverage)}{' '}
            {birdNameFor(bird.municipalityAverage, bird.name)}.
          </p>
        )}
        <p>
          In heel Nederland zagen de tuinen gemiddeld {formatAverage(bird.nationalAverage)}{' '}
          {birdNameFor(bird.nationalAverage, bird.name)}.
        </p>
      </div>
    </li>
  );
}

function CountResultBody({ result }: { result: CountResultResponse }) {
  const place = result.municipality;
  return (
    <>
      <p className="count-result__summary">
        Op {countedOnText(result.countedOn)}
        {place ? ` in ${place.name}` : ''} zijn in deze tuin{' '}
        <strong>{plural(result.totals.birds, 'vogel', 'vogels')}</strong> van{' '}
        <strong>{plural(result.totals.species, 'soort', 'soorten')}</strong> geteld.
      </p>
      {result.excluded && (
        <p className="notice notice--info">Deze telling telt niet mee in de resultaten.</p>
      )}
      {place && !result.municipalityShown && (
        <p className="notice notice--info">
          In {place.name} zijn nog te weinig tellingen om gemiddelden van de gemeente te tonen.
        </p>
      )}
      <ul className="count-result__birds">
        {result.birds.map((bird) => (
          <BirdComparison key={bird.birdId} bird={bird} result={result} />
        ))}
      </ul>
      <p className="button-row">
        {place && (
          <Link className="button button--secondary" to={paths.resultsMunicipality(place.code)}>
            Resultaten van {place.name}
          </Link>
        )}
        <Link className="button" to={paths.results}>
          Alle resultaten
        </Link>
      </p>
    </>
  );
}

/** `/resultaten/telling/:tellingUUID`: one count beside its municipality and the country. */
export function CountResultScreen({ tellingUUID }: { tellingUUID: string }) {
  const result = useCountResult(useConfig(), tellingUUID);
  if (result.isError && isUnknownCount(result.error)) {
    return (
      <Screen heading="Telling niet gevonden" backTo={paths.results}>
        <p>Deze telling kennen we niet. Misschien is de link niet helemaal goed overgenomen.</p>
        <p className="button-row">
          <Link className="button" to={paths.results}>
            Bekijk alle resultaten
          </Link>
          <Link className="button button--secondary" to={paths.home}>
            Naar home
          </Link>
        </p>
      </Screen>
    );
  }
  return (
    <Screen heading="Resultaat van een telling" backTo={paths.results}>
      {result.data ? (
        <CountResultBody result={result.data} />
      ) : result.isError ? (
        <ResultsError error={result.error} retry={() => void result.refetch()} />
      ) : (
        <div className="results-ranking--loading" aria-busy="true" />
      )}
    </Screen>
  );
}
