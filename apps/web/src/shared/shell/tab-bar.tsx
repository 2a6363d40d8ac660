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
 * Spec: hidden on every URL containing 'quiz'. The quiz has a back link and the logo as ways
 * out, so the top-level `/quiz` hides it too (issue 30, replacing decision 050's exception).
 */
export function isTabBarHidden(pathname: string): boolean {
  return pathname.includes('quiz');
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
