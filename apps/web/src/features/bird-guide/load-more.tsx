import { pageCount } from '@tvt/domain';
import { useLoadMoreOnScroll } from './use-load-more-on-scroll.ts';

interface LoadMoreProps {
  pagesLoaded: number;
  count: number;
  busy: boolean;
  onLoadMore: () => void;
}

/**
 * The end of an infinitely scrolling list: loads the next page near the end of the window, and
 * offers 'Meer laden' for keyboard and switch users who do not scroll.
 */
export function LoadMore({ pagesLoaded, count, busy, onLoadMore }: LoadMoreProps) {
  const totalPages = pageCount(count);
  useLoadMoreOnScroll({ page: pagesLoaded, totalPages, busy, onLoadMore });
  if (pagesLoaded >= totalPages) return null;
  return (
    <div className="load-more">
      <button
        type="button"
        className="button button--secondary"
        onClick={onLoadMore}
        disabled={busy}
      >
        {busy ? 'Laden…' : 'Meer laden'}
      </button>
    </div>
  );
}
