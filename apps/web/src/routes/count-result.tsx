import { useParams } from 'react-router';
import { CountResultScreen } from '../features/results/index.ts';

export function Component() {
  const { tellingUUID = '' } = useParams();
  return <CountResultScreen key={tellingUUID} tellingUUID={tellingUUID} />;
}
