import type { CountBird } from '@tvt/domain';
import type { CountView } from '../count-ui-storage.ts';
import { BirdCard } from './bird-card.tsx';

interface CountedBirdsProps {
  view: CountView;
  primary: readonly CountBird[];
  added: readonly CountBird[];
  countOf: (bird: CountBird) => number;
  onCount: (bird: CountBird, value: number) => void;
  onRemove: (bird: CountBird) => void;
  /** While the birds load: this many placeholders keep the page from jumping when they come. */
  placeholders: number;
}

/** The common birds and the added ones, as a picture grid or a compact list. */
export function CountedBirds({
  view,
  primary,
  added,
  countOf,
  onCount,
  onRemove,
  placeholders,
}: CountedBirdsProps) {
  const listClass = view === 'grid' ? 'bird-grid count-grid' : 'count-list';
  return (
    <>
      <h2 className="visually-hidden">Veelvoorkomende vogels</h2>
      {primary.length === 0 && placeholders > 0 ? (
        <ul className={`${listClass} count-placeholders`} aria-hidden="true">
          {Array.from({ length: placeholders }, (_, i) => (
            <li key={i} className={`bird-card bird-card--${view} bird-card--placeholder`} />
          ))}
        </ul>
      ) : (
        <ul className={listClass}>
          {primary.map((bird) => (
            <BirdCard
              key={bird.id}
              bird={bird}
              view={view}
              count={countOf(bird)}
              onChange={(v) => onCount(bird, v)}
            />
          ))}
        </ul>
      )}
      {added.length > 0 && (
        <>
          <h2 className="count-subheading">Toegevoegde vogelsoorten</h2>
          <ul className={listClass}>
            {added.map((bird) => (
              <BirdCard
                key={bird.id}
                bird={bird}
                view={view}
                count={countOf(bird)}
                onChange={(v) => onCount(bird, v)}
              >
                <button
                  type="button"
                  className="link-button bird-card__remove"
                  onClick={() => onRemove(bird)}
                  aria-label={`${bird.name} verwijderen`}
                >
                  Verwijderen
                </button>
              </BirdCard>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
