import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { useMenuMore } from '../menu-more/index.ts';
import { AboutIcon, AccountIcon, ExternalIcon, QuizIcon, ResultsIcon } from '#shared/ui/icons.tsx';
import '#shared/ui/content.css';

/** The app's own pages after the server's rows (decision 050), the same as the desktop menu. */
const OWN_PAGES = [
  { to: paths.results, label: 'Resultaten', Icon: ResultsIcon },
  { to: paths.moreAccount, label: 'Mijn account', Icon: AccountIcon },
  { to: paths.moreFaq, label: 'Veelgestelde vragen', Icon: QuizIcon },
] as const;

/** The rows of /meer: Quiz, the server's menu items, results, account, FAQ, Over de app. */
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
        {OWN_PAGES.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link className="menu-list__row" to={to}>
              <Icon />
              <span>{label}</span>
            </Link>
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
