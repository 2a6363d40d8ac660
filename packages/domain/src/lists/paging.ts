/** Spec 9: lists, the wizard and the bird guide page by 20. */
export const PAGE_SIZE = 20;
/** Spec 9: the next page loads within 60 px of the end. */
export const NEXT_PAGE_THRESHOLD_PX = 60;
/** The server refuses larger pages, so one request cannot ask for the whole table. */
export const MAX_PAGE_SIZE = 100;

/**
 * Spec 7: the `offset` query value is the page index (page − 1), not a row count. The server
 * skips `offset × limit` rows (see `rowsToSkip`).
 */
export function pageOffset(page: number): number {
  return Math.max(0, Math.trunc(page) - 1);
}

export function rowsToSkip(offset: number, limit: number = PAGE_SIZE): number {
  return offset * limit;
}

/** Spec 9: the ceiling of count divided by the page size. */
export function pageCount(count: number, pageSize: number = PAGE_SIZE): number {
  return Math.ceil(Math.max(0, count) / pageSize);
}

export interface ScrollPosition {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** Load more when within 60 px of the end, unless the last page is already loaded. */
export function shouldLoadNextPage(
  position: ScrollPosition,
  page: number,
  totalPages: number,
): boolean {
  if (page >= totalPages) return false;
  const distance = position.scrollHeight - position.scrollTop - position.clientHeight;
  return distance <= NEXT_PAGE_THRESHOLD_PX;
}
