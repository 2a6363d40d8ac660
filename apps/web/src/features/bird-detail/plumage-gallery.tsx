import { useRef, useState, type KeyboardEvent } from 'react';
import type { BirdDrawing } from './bird-query.ts';
import { scrollBehavior } from '#shared/ui/motion.ts';

/** 'man, zomerkleed': the form and, when known, the plumage. */
export function drawingTitle(d: Pick<BirdDrawing, 'form' | 'plumage'>): string {
  const title = [d.form, d.plumage].filter((s) => s !== '').join(', ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * 'Herkenning': a swipeable row of drawings (scroll snap). Arrow keys and the two buttons move
 * one drawing; the row itself is focusable so a keyboard can reach it.
 */
export function PlumageGallery({
  drawings,
  birdName,
}: {
  drawings: BirdDrawing[];
  birdName: string;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);

  const go = (next: number) => {
    const target = Math.min(drawings.length - 1, Math.max(0, next));
    setIndex(target);
    const item = track.current?.children[target] as HTMLElement | undefined;
    track.current?.scrollTo({
      left: item ? item.offsetLeft - track.current.offsetLeft : 0,
      behavior: scrollBehavior(),
    });
  };
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else return;
    e.preventDefault();
  };

  return (
    <section className="bird-section" aria-labelledby="herkenning-titel">
      <h2 id="herkenning-titel">Herkenning</h2>
      <ul
        ref={track}
        className="plumage-gallery"
        tabIndex={0}
        aria-label={`Tekeningen van de ${birdName.toLowerCase()}, gebruik de pijltoetsen`}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
      >
        {drawings.map((d, i) => (
          <li
            key={`${d.image}-${i}`}
            className="plumage-gallery__item"
            aria-label={`${i + 1} van ${drawings.length}`}
          >
            <figure>
              <img
                src={d.image}
                alt={`${birdName}: ${drawingTitle(d).toLowerCase()}`}
                width="480"
                height="360"
                loading="lazy"
              />
              <figcaption>{drawingTitle(d)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {drawings.length > 1 && (
        <div className="plumage-gallery__controls">
          <button
            type="button"
            className="link-button"
            onClick={() => go(index - 1)}
            disabled={index === 0}
          >
            Vorige<span className="visually-hidden"> tekening</span>
          </button>
          <span aria-live="polite">
            {Math.min(index, drawings.length - 1) + 1} van {drawings.length}
          </span>
          <button
            type="button"
            className="link-button"
            onClick={() => go(index + 1)}
            disabled={index >= drawings.length - 1}
          >
            Volgende<span className="visually-hidden"> tekening</span>
          </button>
        </div>
      )}
    </section>
  );
}
