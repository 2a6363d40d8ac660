import { useRef, type PointerEvent } from 'react';
import type { TourPage } from '@tvt/domain';
import { CloseIcon } from '#shared/ui/icons.tsx';

/** A horizontal swipe longer than this (px) turns the page. */
const SWIPE_DISTANCE = 50;

interface TourPanelProps {
  pages: readonly TourPage[];
  index: number;
  go: (index: number) => void;
  onDismiss: () => void;
}

/**
 * What the tour shows of one page: close button, picture, title, text, the dots and 'Ga
 * verder'. The modal (intro-tour-modal.tsx) and the page's first frame (first-tour.tsx) both
 * draw it, so the tour the server sends and the one the app opens are the same, ids included:
 * the app removes the drawn one in the commit that opens its own (decision 066).
 */
export function TourPanel({ pages, index, go, onDismiss }: TourPanelProps) {
  const swipeStart = useRef<number | null>(null);
  const page = pages[index];
  if (!page) return null;
  const last = index === pages.length - 1;
  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = null;
    if (dx <= -SWIPE_DISTANCE) go(index + 1);
    else if (dx >= SWIPE_DISTANCE) go(index - 1);
  };

  return (
    <>
      <button type="button" className="dialog__close" aria-label="Sluiten" onClick={onDismiss}>
        <CloseIcon />
      </button>
      <div className="intro-tour__page" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {page.image && (
          <img className="intro-tour__image" src={page.image} alt="" width="200" height="160" />
        )}
        <h2 id="intro-tour-title" className="dialog__title">
          {page.title}
        </h2>
        {/* Tour texts are edited by the organisation in the content service and may hold HTML. */}
        <div
          id="intro-tour-content"
          className="intro-tour__content"
          dangerouslySetInnerHTML={{ __html: page.content }}
        />
      </div>
      <div className="intro-tour__footer">
        <ol className="intro-tour__dots" aria-label="Voortgang">
          {pages.map((p, i) => (
            <li key={`${p.order}-${i}`}>
              <button
                type="button"
                className="intro-tour__dot"
                aria-label={`Pagina ${i + 1} van ${pages.length}`}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => go(i)}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="link-button"
          onClick={() => (last ? onDismiss() : go(index + 1))}
        >
          Ga verder
        </button>
      </div>
    </>
  );
}
