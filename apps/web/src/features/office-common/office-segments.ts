import { useLocation } from 'react-router';
import { paths } from '#shared/paths/paths.ts';

/**
 * The path below /beheer as segments ('/beheer/inhoud/teksten' → ['inhoud', 'teksten']). The
 * office picks its section and sub-page from these instead of react-router's `<Routes>`: that
 * component is used nowhere else, and keeping it in the shared router code grew the public
 * app's first load past its budget (decision 060).
 */
export function useOfficeSegments(): string[] {
  const { pathname } = useLocation();
  const below = pathname.startsWith(paths.office) ? pathname.slice(paths.office.length) : '';
  return below.split('/').filter(Boolean);
}
