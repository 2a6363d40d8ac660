import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { ChevronIcon } from '#shared/ui/chevron-icon.tsx';
import { firstParagraph } from './tip-text.tsx';
import type { Tip } from './tips-query.ts';

/** A tip in a grid: image, title, the start of its text and a chevron, as one link. */
export function TipCard({ tip, eager = false }: { tip: Tip; eager?: boolean }) {
  return (
    <Link className="tip-card" to={paths.tip(tip.id)}>
      {tip.image ? (
        <img
          className="tip-card__image"
          src={tip.image}
          alt=""
          width="100"
          height="80"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <span className="tip-card__image" />
      )}
      <span className="tip-card__body">
        <span className="tip-card__title">{tip.title}</span>
        <span className="tip-card__text">{firstParagraph(tip.text)}</span>
      </span>
      <ChevronIcon />
    </Link>
  );
}
