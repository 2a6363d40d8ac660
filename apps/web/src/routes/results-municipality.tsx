import { useParams } from 'react-router';
import { AreaResultsScreen } from '../features/results/index.ts';

export function Component() {
  const { code = '' } = useParams();
  return <AreaResultsScreen key={code} level="municipality" code={code} />;
}
