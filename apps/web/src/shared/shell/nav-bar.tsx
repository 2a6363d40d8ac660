import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../paths/paths.ts';
import { BackIcon } from '../ui/icons.tsx';

export interface NavBarProps {
  /** Where 'Terug' goes; `false` hides the back button. */
  backTo?: string | false;
  backLabel?: string;
  title?: string;
  /** Shows the campaign logo, which links to /home. */
  logo?: boolean;
  left?: ReactNode;
  right?: ReactNode;
}

/** The 60 px bar under the top strip (spec section 2, Shell). */
export function NavBar({
  backTo = paths.home,
  backLabel = 'Terug',
  title,
  logo = false,
  left,
  right,
}: NavBarProps) {
  return (
    <div className="nav-bar">
      <div className="nav-bar__side">
        {backTo !== false && (
          <Link className="nav-bar__back" to={backTo}>
            <BackIcon />
            <span>{backLabel}</span>
          </Link>
        )}
        {left}
      </div>
      <div className="nav-bar__centre">
        {logo && (
          <Link className="nav-bar__logo" to={paths.home}>
            <img src="/icons/logo.svg" alt="Tuinvogeltelling, naar home" width="40" height="40" />
          </Link>
        )}
        {title !== undefined && <span className="nav-bar__title">{title}</span>}
      </div>
      <div className="nav-bar__side nav-bar__side--end">{right}</div>
    </div>
  );
}
