import type { Phase } from '@tvt/domain';
import { paths } from '../paths/paths.ts';

export type SideMenuIcon =
  'home' | 'count' | 'recognize' | 'bird-guide' | 'quiz' | 'results' | 'about' | 'link';

/** A server more-menu entry (features/menu-more's `MenuItem`); the app frame passes them in. */
export interface MoreMenuLink {
  title: string;
  link: string;
  external: boolean;
}

export interface SideMenuItem {
  label: string;
  to: string;
  external: boolean;
  icon: SideMenuIcon;
}

/**
 * Desktop menu (spec section 2, Shell): the tab destinations plus Telling, Quiz, the server's
 * more-menu items and Over de app. After the count (phase 3) Telling and Quiz give way to
 * 'Resultaten', which leads to the home screen where phase 3 shows the results.
 */
export function sideMenuItems(phase: Phase | undefined, more: MoreMenuLink[]): SideMenuItem[] {
  const campaign: SideMenuItem[] =
    phase === 3
      ? [{ label: 'Resultaten', to: paths.home, external: false, icon: 'results' }]
      : [
          { label: 'Telling', to: paths.count, external: false, icon: 'count' },
          { label: 'Quiz', to: paths.moreQuiz, external: false, icon: 'quiz' },
        ];
  return [
    { label: 'Home', to: paths.home, external: false, icon: 'home' },
    ...campaign,
    { label: 'Herkennen', to: paths.recognise, external: false, icon: 'recognize' },
    { label: 'Vogelgids', to: paths.birdGuide, external: false, icon: 'bird-guide' },
    ...more.map((item): SideMenuItem => ({
      label: item.title,
      to: item.link,
      external: item.external,
      icon: 'link',
    })),
    { label: 'Over de app', to: paths.moreAbout, external: false, icon: 'about' },
  ];
}
