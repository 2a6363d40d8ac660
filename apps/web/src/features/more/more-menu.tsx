import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { useMenuMore } from '../menu-more/index.ts';
import { AboutIcon, ExternalIcon, QuizIcon } from '#shared/ui/icons.tsx';
import '#shared/ui/content.css';

/** The rows of /meer: Quiz, the server's menu items, Over de app. */
export function MoreMenu() {
  const config = useConfig();
  const { data: items = [] } = useMenuMore(config);
  return (
    <>
      <img
        className="more-logo"
        src={config?.organisation.logo ?? '/icons/logo.svg'}
        alt={config?.organisation.name ?? 'Tuinvogeltelling'}
        width="96"
        height="96"
      />
      <ul className="menu-list">
        <li>
          <Link className="menu-list__row" to={paths.moreQuiz}>
            <QuizIcon />
            <span>Quiz</span>
          </Link>
        </li>
        {items.map((item) => (
          <li key={`${item.title}-${item.link}`}>
            {item.external ? (
              <a
                className="menu-list__row"
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ExternalIcon />
                <span>{item.title}</span>
                <span className="visually-hidden"> (opent in een nieuw venster)</span>
              </a>
            ) : (
              <Link className="menu-list__row" to={item.link}>
                <ExternalIcon />
                <span>{item.title}</span>
              </Link>
            )}
          </li>
        ))}
        <li>
          <Link className="menu-list__row" to={paths.moreAbout}>
            <AboutIcon />
            <span>Over de app</span>
          </Link>
        </li>
      </ul>
    </>
  );
}
