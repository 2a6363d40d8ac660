import { withNameBreaks } from '@tvt/domain';
import { Link } from 'react-router';

interface BirdCardProps {
  to: string;
  name: string;
  image: string;
  /** A second image shown mirrored beside the first, for a pair (spec 2 "Bird list item"). */
  secondImage?: string | undefined;
  /** Cards in the first rows load at once; the rest wait until they scroll near. */
  eager?: boolean;
}

/** A grid card: a fixed 4:3 image box (no layout shift) and the name, as one link. */
export function BirdCard({ to, name, image, secondImage, eager = false }: BirdCardProps) {
  const loading = eager ? 'eager' : 'lazy';
  return (
    <Link className="bird-card" to={to}>
      <span
        className={secondImage ? 'bird-card__images bird-card__images--pair' : 'bird-card__images'}
      >
        {image ? (
          <img src={image} alt="" width="240" height="180" loading={loading} decoding="async" />
        ) : (
          <span className="bird-card__placeholder" />
        )}
        {secondImage && (
          <img
            className="bird-card__mirror"
            src={secondImage}
            alt=""
            width="240"
            height="180"
            loading={loading}
            decoding="async"
          />
        )}
      </span>
      <span className="bird-card__name">{withNameBreaks(name)}</span>
    </Link>
  );
}
