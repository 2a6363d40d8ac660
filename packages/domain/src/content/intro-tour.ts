/**
 * Spec section 2 (Shell): the intro tour is skipped on URLs containing 'telling'. The web app
 * does not open it there, and the server leaves its pages out of such a page's boot data.
 */
export function introTourSkipsPath(pathname: string): boolean {
  return pathname.includes('telling');
}

/** A page of the intro tour as shown: the content service's page with an empty image left out. */
export interface TourPage {
  title: string;
  content: string;
  image?: string | undefined;
  order: number;
}

/**
 * Server pages in display order; entries without a title and content are dropped. The web app
 * shows them in this order, and the server draws the first of them into the page (decision 066).
 */
export function sortTourPages(pages: readonly TourPage[]): TourPage[] {
  return pages
    .filter((p) => p.title !== '' || p.content !== '')
    .map((p) => ({ ...p, image: p.image === '' ? undefined : p.image }))
    .sort((a, b) => a.order - b.order);
}
