import { HIGH_COUNT_WARNING, effectiveThreshold, type CountBird } from '@tvt/domain';
import type { ReactNode } from 'react';
import { PlusMinusCounter } from '#shared/ui/plus-minus-counter.tsx';

interface BirdCardProps {
  bird: CountBird;
  count: number;
  onChange: (count: number) => void;
  children?: ReactNode;
}

/** One bird of the count with its plus/minus counter and, from its threshold on, the warning. */
export function BirdCard({ bird, count, onChange, children }: BirdCardProps) {
  const high = count > 0 && count >= effectiveThreshold(bird.thresholdvalue);
  const warningId = `bird-${bird.id}-warning`;
  return (
    <li className={`bird-card${count > 0 ? ' bird-card--counted' : ''}`}>
      <div className="bird-card__media">
        {bird.image ? (
          <img src={bird.image} alt="" loading="lazy" width="160" height="120" />
        ) : (
          <span className="bird-card__placeholder" aria-hidden="true">
            ?
          </span>
        )}
      </div>
      <h3 className="bird-card__name">{bird.name}</h3>
      <PlusMinusCounter
        label={bird.name}
        value={count}
        onChange={onChange}
        describedBy={high ? warningId : undefined}
      />
      {high && (
        <div id={warningId} className="notice notice--warning bird-card__warning" role="status">
          <p className="notice__title">{HIGH_COUNT_WARNING.title}</p>
          <p>{HIGH_COUNT_WARNING.text}</p>
        </div>
      )}
      {children}
    </li>
  );
}
