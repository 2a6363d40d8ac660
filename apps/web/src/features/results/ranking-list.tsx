import type { RankedSpecies } from '@tvt/contract';
import {
  birdsChange,
  formatAverage,
  formatCount,
  formatShare,
  plural,
  rankChange,
} from './format.ts';

interface RankingListProps {
  species: RankedSpecies[];
  previousYear: number | null;
}

/**
 * Every species counted, in rank order: birds, gardens (number and share), the average per
 * garden and, when there was a previous campaign, its rank then and the change in words.
 */
export function RankingList({ species, previousYear }: RankingListProps) {
  if (species.length === 0) return <p className="empty-text">Er zijn nog geen vogels geteld.</p>;
  return (
    <ol className="ranking" aria-label="Ranglijst van alle soorten">
      {species.map((s) => {
        const change = rankChange(s);
        return (
          <li key={s.birdId} className="ranking__row" data-testid={`rank-${s.birdId}`}>
            <span className="ranking__rank" aria-hidden="true">
              {s.rank}
            </span>
            {s.image ? (
              <img
                className="ranking__image"
                src={s.image}
                alt=""
                width="48"
                height="48"
                loading="lazy"
              />
            ) : (
              <span className="ranking__image" />
            )}
            <div className="ranking__main">
              <h3 className="ranking__name">
                <span className="visually-hidden">Nummer {s.rank}: </span>
                {s.name}
              </h3>
              <dl className="ranking__figures">
                <div>
                  <dt>Geteld</dt>
                  <dd>{plural(s.birds, 'vogel', 'vogels')}</dd>
                </div>
                <div>
                  <dt>In tuinen</dt>
                  <dd>
                    {formatCount(s.gardens)} ({formatShare(s.gardenShare)})
                  </dd>
                </div>
                <div>
                  <dt>Gemiddeld per tuin</dt>
                  <dd>{formatAverage(s.averagePerGarden)}</dd>
                </div>
                {previousYear !== null && (
                  <div>
                    <dt>Sinds {previousYear}</dt>
                    <dd className={`ranking__change ranking__change--${change.direction}`}>
                      {change.arrow && <span aria-hidden="true">{change.arrow} </span>}
                      {change.text}
                    </dd>
                    {birdsChange(s, previousYear) && (
                      <dd className="ranking__birds-change">{birdsChange(s, previousYear)}</dd>
                    )}
                  </div>
                )}
              </dl>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
