import {
  HIGH_COUNT_WARNING,
  effectiveThreshold,
  withNameBreaks,
  type CountBird,
} from '@tvt/domain';
import type { ReactNode } from 'react';
import { PlusMinusCounter } from '#shared/ui/plus-minus-counter.tsx';
import type { CountView } from '../count-ui-storage.ts';

interface BirdCardProps {
  bird: CountBird;
  count: number;
  onChange: (count: number) => void;
  /** 'grid': picture, name, counter; 'list': one row with the name and the counter. */
  view?: CountView;
  children?: ReactNode;
}

/** The element id of a bird's entry, so the search can scroll to it. */
export const birdEntryId = (bird: Pick<CountBird, 'id'>) => `telling-vogel-${bird.id}`;

/** One bird of the count with its plus/minus counter and, from its threshold on, the warning. */
export function BirdCard({ bird, count, onChange, view = 'grid', children }: BirdCardProps) {
  const high = count > 0 && count >= effectiveThreshold(bird.thresholdvalue);
  const warningId = `bird-${bird.id}-warning`;
  const classes = ['bird-card', `bird-card--${view}`, count > 0 ? 'bird-card--counted' : ''];
  return (
    <li id={birdEntryId(bird)} className={classes.join(' ').trim()}>
      {view === 'grid' && (
        <div className="bird-card__media">
          {bird.image ? (
            <img src={bird.image} alt="" loading="lazy" width="160" height="120" />
          ) : (
            <span className="bird-card__placeholder" aria-hidden="true">
              ?
            </span>
          )}
        </div>
      )}
      <h3 className="bird-card__name">{withNameBreaks(bird.name)}</h3>
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
