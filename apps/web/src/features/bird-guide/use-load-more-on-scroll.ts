import { useEffect, useRef } from 'react';
import { shouldLoadNextPage } from '@tvt/domain';

interface LoadMoreOptions {
  /** Pages loaded so far. */
  page: number;
  totalPages: number;
  /** While a page is on its way nothing more is asked for. */
  busy: boolean;
  onLoadMore: () => void;
}

/**
 * Spec 4 "Lists": the window scrolls, and within 60 px of its end the next page loads (the
 * domain rule). Checked on scroll and resize, and after every page, so a first page that does
 * not fill a tall screen still pulls the next one.
 */
export function useLoadMoreOnScroll({ page, totalPages, busy, onLoadMore }: LoadMoreOptions): void {
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  useEffect(() => {
    if (busy || page >= totalPages) return;
    const check = () => {
      const root = document.documentElement;
      const position = {
        scrollTop: window.scrollY,
        clientHeight: window.innerHeight,
        scrollHeight: root.scrollHeight,
      };
      if (shouldLoadNextPage(position, page, totalPages)) latest.current();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [page, totalPages, busy]);
}
