import { searchCatalogue, type CountBird } from '@tvt/domain';
import { useState } from 'react';

interface BirdSearchProps {
  /** The whole count catalogue: common birds, added ones and the rest. */
  catalogue: readonly CountBird[];
  isOnScreen: (bird: CountBird) => boolean;
  countOf: (bird: CountBird) => number;
  onPick: (bird: CountBird) => void;
}

/**
 * One search at the top of the count: finds every species of the catalogue on the device (no
 * signal needed). A bird already on the screen is scrolled to; any other is added with count 1.
 */
export function BirdSearch({ catalogue, isOnScreen, countOf, onPick }: BirdSearchProps) {
  const [query, setQuery] = useState('');
  const id = 'telling-search';
  const found = searchCatalogue(catalogue, query);
  const pick = (bird: CountBird) => {
    setQuery('');
    onPick(bird);
  };
  return (
    <div className="bird-search" role="search">
      <label className="visually-hidden" htmlFor={id}>
        Zoek een vogelsoort om te tellen
      </label>
      <input
        id={id}
        className="input search-input bird-search__input"
        type="search"
        placeholder="Zoek een vogel"
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          const first = found[0];
          if (e.key !== 'Enter' || !first) return;
          // The focus moves to the bird's plus button at once; without this, the same key press
          // went on to that button and counted the bird.
          e.preventDefault();
          pick(first);
        }}
      />
      {/* Outside the results, so it is in the page before the first letter is typed. */}
      <p className="visually-hidden" role="status">
        {query.trim() === ''
          ? ''
          : found.length === 0
            ? 'Geen vogels gevonden'
            : `${found.length} gevonden`}
      </p>
      {query.trim() !== '' && (
        <div className="bird-search__results">
          {found.length === 0 ? (
            <p className="empty-text" aria-hidden="true">
              Geen vogels gevonden
            </p>
          ) : (
            <ul className="pick-list">
              {found.map((bird) => {
                const shown = isOnScreen(bird);
                const n = countOf(bird);
                return (
                  <li key={bird.id}>
                    <button type="button" className="pick-list__item" onClick={() => pick(bird)}>
                      <span className="pick-list__name">{bird.name}</span>
                      <span className="pick-list__action">
                        {!shown ? 'Toevoegen' : n > 0 ? `Geteld: ${n}` : 'Ga naar'}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
