import { Navigate, useParams } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { ResultsScreen, parseResultsYear } from '../features/results/index.ts';

export function Component() {
  const year = parseResultsYear(useParams().year);
  if (year === null) return <Navigate to={paths.notFound} replace />;
  return <ResultsScreen key={year ?? 'default'} year={year} />;
}
