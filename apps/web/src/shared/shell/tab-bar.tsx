import { NavLink, useLocation } from 'react-router';
import { paths } from '../paths/paths.ts';
import { BirdGuideIcon, HomeIcon, MoreIcon, RecognizeIcon } from '../ui/icons.tsx';

const TABS = [
  { to: paths.home, label: 'Home', Icon: HomeIcon },
  { to: paths.recognise, label: 'Herkennen', Icon: RecognizeIcon },
  { to: paths.birdGuide, label: 'Vogelgids', Icon: BirdGuideIcon },
  { to: paths.more, label: 'Meer', Icon: MoreIcon },
] as const;

/**
 * Spec: hidden on quiz URLs. Only under /meer, though, where the back link leads to Meer: the
 * top-level `/quiz` is where home and campaign links land, so it keeps the tab bar as its way on
 * (decision 050).
 */
export function isTabBarHidden(pathname: string): boolean {
  return pathname.startsWith(paths.moreQuiz);
}

/** Bottom tab bar below 991 px (CSS hides it from there up). */
export function TabBar() {
  const { pathname } = useLocation();
  if (isTabBarHidden(pathname)) return null;
  return (
    <nav className="tab-bar" aria-label="Hoofdmenu">
      <ul>
        {TABS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} className="tab-bar__item">
              <Icon />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
