import { Navigate, useParams } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { AreaResultsScreen, parseResultsYear } from '../features/results/index.ts';

export function Component() {
  const { code = '', year: param } = useParams();
  const year = parseResultsYear(param);
  if (year === null) return <Navigate to={paths.notFound} replace />;
  return (
    <AreaResultsScreen key={`${code}:${year ?? ''}`} level="municipality" code={code} year={year} />
  );
}
