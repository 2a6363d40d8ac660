import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { GUIDE_SEARCH_PARAM, paths } from '../paths/paths.ts';

/**
 * A way on from a page that found nothing (issue 15: no dead ends): home, the bird guide and a
 * search in the guide. Styles in styles/shell.css.
 */
export function WaysOn() {
  const searchId = useId();
  const navigate = useNavigate();
  // The app's routes are declarative (decision 128), where react-router's <Form> does not
  // submit: the search navigates to the guide itself, as the guide's own search box does.
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get(GUIDE_SEARCH_PARAM);
    const params = new URLSearchParams({
      [GUIDE_SEARCH_PARAM]: typeof query === 'string' ? query : '',
    });
    void navigate(`${paths.birdGuide}?${params}`);
  };
  return (
    <>
      <p>Misschien vind je hier wat je zocht:</p>
      <ul className="menu-list not-found__ways">
        <li>
          <Link className="menu-list__row" to={paths.home}>
            <span>Naar home</span>
          </Link>
        </li>
        <li>
          <Link className="menu-list__row" to={paths.birdGuide}>
            <span>Naar de Vogelgids</span>
          </Link>
        </li>
      </ul>
      <form
        className="search-box not-found__search"
        role="search"
        action={paths.birdGuide}
        onSubmit={search}
      >
        <label htmlFor={searchId}>Zoek een vogel</label>
        <div className="not-found__search-row">
          <input
            id={searchId}
            className="search-box__input"
            type="search"
            name={GUIDE_SEARCH_PARAM}
            autoComplete="off"
          />
          <button type="submit" className="button">
            Zoeken
          </button>
        </div>
      </form>
    </>
  );
}
