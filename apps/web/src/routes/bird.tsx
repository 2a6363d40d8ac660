import { useLocation, useParams } from 'react-router';
import { firstSegment } from '#shared/paths/paths.ts';
import { BirdDetailScreen } from '../features/bird-detail/index.ts';

/**
 * Bird detail under /home, /herkennen and /vogelgids: the back link is the first path segment,
 * and the screen is re-created on every navigation (keyed on the location).
 */
export function Component() {
  const { pathname, key } = useLocation();
  const { id = '' } = useParams();
  return <BirdDetailScreen key={key} id={id} backTo={firstSegment(pathname)} />;
}
