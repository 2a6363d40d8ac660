import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GUIDE_SEARCH_PARAM, paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { BirdCard } from './bird-card.tsx';
import { useBirdList } from './birds-query.ts';
import { groupByLetter } from './letter-sections.ts';
import { LoadMore } from './load-more.tsx';
import { useTypingDone } from './use-typing-done.ts';
import '#shared/ui/bird-list.css';

/** Cards in the first two rows of a 4-column grid are above the fold on every screen. */
const EAGER_CARDS = 8;

/**
 * 'Vogelgids': search, alphabetical sections, a 2/4-column grid that pages on scroll. Search
 * results come best match first (the API's one search), so they are one list without letters.
 */
export function BirdGuideList() {
  const config = useConfig();
  // `?zoek=` opens the guide on a search (the not-found page's search box leads here).
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get(GUIDE_SEARCH_PARAM) ?? '');
  const keyword = useTypingDone(text);
  const query = useBirdList(config, keyword);
  const searchId = useId();
  const pages = query.data?.pages ?? [];
  const birds = pages.flatMap((p) => p.birds);
  const count = pages[0]?.count ?? 0;
  const sections = keyword.trim() === '' ? groupByLetter(birds) : [{ letter: '', items: birds }];
  let index = 0;
  // After 'Meer laden' the first new bird takes the focus once it is there, so Tab goes on
  // through the new birds instead of from the button at the list's end.
  const [focusFrom, setFocusFrom] = useState<number>();
  const firstNew = focusFrom === undefined ? undefined : birds[focusFrom];
  useEffect(() => {
    if (!firstNew) return;
    document
      .querySelector<HTMLElement>(`.bird-guide a[href="${paths.birdGuideBird(firstNew.id)}"]`)
      ?.focus();
    setFocusFrom(undefined);
  }, [firstNew]);

  return (
    <div className="bird-guide">
      {/* A search landmark without a form: the list follows the typing, nothing is sent (a form
          with no submit button is an error to HTML_CodeSniffer, H32.2). */}
      <div className="search-box" role="search">
        <label className="visually-hidden" htmlFor={searchId}>
          Zoeken
        </label>
        <input
          id={searchId}
          className="search-box__input"
          type="search"
          placeholder="Zoeken"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <p className="visually-hidden" role="status">
        {query.isSuccess && keyword !== '' ? `${count} vogels gevonden` : ''}
      </p>
      {query.isPending && <div className="bird-grid-skeleton" aria-hidden="true" />}
      {query.isError && <p className="notice">De vogels konden niet worden geladen.</p>}
      {query.isSuccess && birds.length === 0 && <p className="notice">Geen vogels gevonden</p>}
      {sections.map((section) => (
        <section
          key={section.letter}
          className="letter-section"
          aria-labelledby={`letter-${section.letter || 'gevonden'}`}
        >
          {section.letter ? (
            <h2 id={`letter-${section.letter}`} className="letter-divider">
              {section.letter}
            </h2>
          ) : (
            <h2 id="letter-gevonden" className="visually-hidden">
              Gevonden vogels
            </h2>
          )}
          <ul className="bird-grid">
            {section.items.map((bird) => (
              <li key={bird.id}>
                <BirdCard
                  to={paths.birdGuideBird(bird.id)}
                  name={bird.name}
                  image={bird.image}
                  eager={index++ < EAGER_CARDS}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {query.isSuccess && (
        <LoadMore
          pagesLoaded={pages.length}
          count={count}
          busy={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })}
          onPress={() => {
            setFocusFrom(birds.length);
            void query.fetchNextPage({ cancelRefetch: false });
          }}
        />
      )}
    </div>
  );
}
