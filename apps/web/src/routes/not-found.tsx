import { useId } from 'react';
import { Form, Link } from 'react-router';
import { GUIDE_SEARCH_PARAM, paths } from '#shared/paths/paths.ts';
import { Screen } from '#shared/shell/screen.tsx';
import '#shared/ui/bird-list.css';

/** Spec: 'Deze pagina bestaat niet (meer)'; with a way on, never a dead end (issue 15). */
export function Component() {
  const searchId = useId();
  return (
    <Screen heading="Deze pagina bestaat niet (meer)" title="Pagina niet gevonden" logo>
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
    </Screen>
  );
}
