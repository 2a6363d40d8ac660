import { pageCount } from '@tvt/domain';
import { useLoadMoreOnScroll } from './use-load-more-on-scroll.ts';

interface LoadMoreProps {
  pagesLoaded: number;
  count: number;
  busy: boolean;
  onLoadMore: () => void;
  /** The button's own action (the list then moves the focus to the first new bird). */
  onPress?: () => void;
}

/**
 * The end of an infinitely scrolling list: loads the next page near the end of the window, and
 * offers 'Meer laden' for keyboard and switch users who do not scroll.
 */
export function LoadMore({ pagesLoaded, count, busy, onLoadMore, onPress }: LoadMoreProps) {
  const totalPages = pageCount(count);
  useLoadMoreOnScroll({ page: pagesLoaded, totalPages, busy, onLoadMore });
  if (pagesLoaded >= totalPages) return null;
  return (
    <div className="load-more">
      <button
        type="button"
        className="button button--secondary"
        // Not `disabled` while loading: that would drop its focus to the page body.
        aria-disabled={busy}
        onClick={busy ? undefined : (onPress ?? onLoadMore)}
      >
        {busy ? 'Laden…' : 'Meer laden'}
      </button>
    </div>
  );
}
