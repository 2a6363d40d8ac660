import { useId } from 'react';
import { Form, Link } from 'react-router';
import { GUIDE_SEARCH_PARAM, paths } from '../paths/paths.ts';

/**
 * A way on from a page that found nothing (issue 15: no dead ends): home, the bird guide and a
 * search in the guide. Styles in styles/shell.css.
 */
export function WaysOn() {
  const searchId = useId();
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
      <Form className="search-box not-found__search" role="search" action={paths.birdGuide}>
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
      </Form>
    </>
  );
}
