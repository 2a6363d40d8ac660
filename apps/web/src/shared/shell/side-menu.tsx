import { Link, NavLink } from 'react-router';
import { paths } from '../paths/paths.ts';
import { useConfig } from '../config/config-query.ts';
import { useMenuMore } from '../../features/menu-more/menu-more-query.ts';
import { usePhase } from '../../features/phase/phase-context.tsx';
import {
  AboutIcon,
  BirdGuideIcon,
  CountIcon,
  ExternalIcon,
  HomeIcon,
  QuizIcon,
  RecognizeIcon,
  ResultsIcon,
} from '../ui/icons.tsx';
import { sideMenuItems, type SideMenuIcon } from './side-menu-items.ts';
import { VersionLabel } from './version-label.tsx';

const ICONS: Record<SideMenuIcon, typeof HomeIcon> = {
  home: HomeIcon,
  count: CountIcon,
  recognize: RecognizeIcon,
  'bird-guide': BirdGuideIcon,
  quiz: QuizIcon,
  results: ResultsIcon,
  about: AboutIcon,
  link: ExternalIcon,
};

/** Desktop side menu from 991 px (CSS shows it there), 300 px wide. */
export function SideMenu() {
  const { phase } = usePhase();
  const more = useMenuMore(useConfig()).data ?? [];
  return (
    <nav className="side-menu" aria-label="Menu">
      <Link className="side-menu__logo" to={paths.home}>
        <img src="/icons/logo.svg" alt="" width="48" height="48" />
        <span>Tuinvogeltelling</span>
      </Link>
      <ul>
        {sideMenuItems(phase, more).map(({ label, to, external, icon }, index, items) => {
          const Icon = ICONS[icon];
          // Only the first item for a destination shows as current ('Resultaten' shares /home).
          const duplicate = items.findIndex((item) => item.to === to) !== index;
          return (
            <li key={`${label}-${to}`}>
              {external ? (
                <a className="side-menu__item" href={to} target="_blank" rel="noopener noreferrer">
                  <Icon />
                  <span>{label}</span>
                  <span className="visually-hidden"> (opent in een nieuw venster)</span>
                </a>
              ) : duplicate ? (
                <Link className="side-menu__item" to={to}>
                  <Icon />
                  <span>{label}</span>
                </Link>
              ) : (
                <NavLink className="side-menu__item" to={to}>
                  <Icon />
                  <span>{label}</span>
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
      <VersionLabel className="side-menu__version" />
    </nav>
  );
}
