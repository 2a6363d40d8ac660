import { introTourSkipsPath } from '@tvt/domain';

/** Local-storage key that remembers a dismissed intro tour (spec section 2, Shell). */
export const INTRO_TOUR_HIDDEN_KEY = 'introTourIsHidden';

export interface TourPage {
  title: string;
  content: string;
  image?: string | undefined;
  order: number;
}

/** The tour shows until dismissed, never on count URLs, and only when there are pages. */
export function shouldShowIntroTour(
  pathname: string,
  storage: Storage,
  pageCount: number,
): boolean {
  if (introTourSkipsPath(pathname)) return false;
  if (storage.getItem(INTRO_TOUR_HIDDEN_KEY) === 'true') return false;
  return pageCount > 0;
}

export function hideIntroTour(storage: Storage): void {
  storage.setItem(INTRO_TOUR_HIDDEN_KEY, 'true');
}

/** Server pages in display order; entries without a title and content are dropped. */
export function sortTourPages(pages: readonly TourPage[]): TourPage[] {
  return pages
    .filter((p) => p.title !== '' || p.content !== '')
    .map((p) => ({ ...p, image: p.image === '' ? undefined : p.image }))
    .sort((a, b) => a.order - b.order);
}
