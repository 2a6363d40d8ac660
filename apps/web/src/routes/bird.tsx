import { useLocation } from 'react-router';
import { firstSegment } from '../app/paths.ts';
import { Screen } from '../features/shell/screen.tsx';

/** Bird detail under /home, /herkennen and /vogelgids: the back link is the first path segment. */
export function Component() {
  const { pathname } = useLocation();
  return <Screen heading="Vogel" backTo={firstSegment(pathname)} />;
}
