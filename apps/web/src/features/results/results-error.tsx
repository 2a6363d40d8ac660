import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { HttpError } from '#shared/http/index.ts';

/** A failed load: a missing area gets its own words and a way back to the national results. */
export function ResultsError({ error, retry }: { error: Error; retry: () => void }) {
  const missing = error instanceof HttpError && (error.status === 404 || error.status === 400);
  return (
    <div className="notice notice--error" role="alert">
      <p>
        {missing
          ? 'Dit gebied kennen we niet.'
          : 'De resultaten kunnen nu niet worden geladen. Probeer het zo opnieuw.'}
      </p>
      <p className="button-row">
        {!missing && (
          <button type="button" className="button button--secondary" onClick={retry}>
            Opnieuw proberen
          </button>
        )}
        <Link className="button button--secondary" to={paths.results}>
          Naar alle resultaten
        </Link>
      </p>
    </div>
  );
}
