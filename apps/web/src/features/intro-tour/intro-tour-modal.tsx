import { useRef, useState, type PointerEvent } from 'react';
import { CloseIcon } from '#shared/ui/icons.tsx';
import { ModalDialog } from '#shared/ui/modal-dialog.tsx';
import type { TourPage } from './intro-tour-rule.ts';

/** A horizontal swipe longer than this (px) turns the page. */
const SWIPE_DISTANCE = 50;

interface IntroTourModalProps {
  pages: TourPage[];
  /** Called once the tour is finished or closed (Escape, ×, or 'Ga verder' on the last page). */
  onDismiss: () => void;
}

export default function IntroTourModal({ pages, onDismiss }: IntroTourModalProps) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const page = pages[index];
  if (!page) return null;
  const last = index === pages.length - 1;

  const go = (next: number) => setIndex(Math.min(pages.length - 1, Math.max(0, next)));
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
    <ModalDialog
      labelledBy="intro-tour-title"
      describedBy="intro-tour-content"
      className="intro-tour"
      onClose={onDismiss}
    >
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
    </ModalDialog>
  );
}
