import { NavLink } from 'react-router';
import { useOfficeSegments } from '../office-common/index.ts';
import { OfficeMenuPage } from './menu-editor.tsx';
import { OfficeTextsPage } from './office-texts-page.tsx';
import { OfficeTipsPage } from './office-tips-page.tsx';
import { OfficeTourPage } from './tour-editor.tsx';
import './office-content.css';

/** Where the section lives (its entry in the shell's sections.ts). */
const BASE = '/beheer/inhoud';

const PARTS = [
  { path: '', label: 'Tips', Page: OfficeTipsPage },
  { path: 'teksten', label: 'Teksten', Page: OfficeTextsPage },
  { path: 'introductie', label: 'Introductie', Page: OfficeTourPage },
  { path: 'meer-menu', label: 'Meer-menu', Page: OfficeMenuPage },
];

/** Beheer → Inhoud: tips, texts, the intro tour and the more-menu, each a page under /beheer/inhoud. */
export function OfficeContentPage() {
  const [, part = ''] = useOfficeSegments();
  // An unknown sub-path shows the first page rather than nothing.
  const { Page } = PARTS.find(({ path }) => path === part) ?? PARTS[0]!;
  return (
    <>
      <nav className="office-content__tabs" aria-label="Inhoud">
        {PARTS.map((part) => (
          <NavLink key={part.path} to={`${BASE}${part.path === '' ? '' : `/${part.path}`}`} end>
            {part.label}
          </NavLink>
        ))}
      </nav>
      <Page />
    </>
  );
}
