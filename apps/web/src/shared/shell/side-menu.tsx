import type { Phase } from '@tvt/domain';
import { Link, NavLink } from 'react-router';
import { paths } from '../paths/paths.ts';
import {
  AboutIcon,
  AccountIcon,
  BirdGuideIcon,
  CountIcon,
  ExternalIcon,
  HomeIcon,
  QuizIcon,
  RecognizeIcon,
  ResultsIcon,
} from '../ui/icons.tsx';
import { sideMenuItems, type MoreMenuLink, type SideMenuIcon } from './side-menu-items.ts';
import { VersionLabel } from './version-label.tsx';

const ICONS: Record<SideMenuIcon, typeof HomeIcon> = {
  home: HomeIcon,
  count: CountIcon,
  recognize: RecognizeIcon,
  'bird-guide': BirdGuideIcon,
  quiz: QuizIcon,
  results: ResultsIcon,
  account: AccountIcon,
  // The question mark of the quiz: what the FAQ is about too, one icon fewer on first load.
  faq: QuizIcon,
  about: AboutIcon,
  link: ExternalIcon,
};

interface SideMenuProps {
  phase: Phase | undefined;
  /** The server's more-menu items; the app frame reads them, the shell knows no features. */
  more: MoreMenuLink[];
}

/** Desktop side menu from 991 px (CSS shows it there), 300 px wide. */
export function SideMenu({ phase, more }: SideMenuProps) {
  return (
    <nav className="side-menu" aria-label="Menu">
      <Link className="side-menu__logo" to={paths.home}>
        <img src="/icons/logo.svg" alt="" width="48" height="48" />
        <span>Tuinvogeltelling</span>
      </Link>
      <ul>
        {sideMenuItems(phase, more).map(({ label, to, external, icon }, index, items) => {
          const Icon = ICONS[icon];
          // Only the first item for a destination shows as current (a server item may repeat one).
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
