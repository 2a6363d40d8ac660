import type { Phase } from '@tvt/domain';
import { paths } from '../paths/paths.ts';

export type SideMenuIcon =
  | 'home'
  | 'count'
  | 'recognize'
  | 'bird-guide'
  | 'quiz'
  | 'results'
  | 'account'
  | 'faq'
  | 'about'
  | 'link';

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

const RESULTS: SideMenuItem = {
  label: 'Resultaten',
  to: paths.results,
  external: false,
  icon: 'results',
};

/**
 * The app's own pages beyond the tabs, in both the desktop menu and the 'Meer' screen
 * (decision 050): results, the account (own counts, download, delete) and the FAQ.
 */
export const MORE_PAGES: SideMenuItem[] = [
  { label: 'Mijn account', to: paths.moreAccount, external: false, icon: 'account' },
  { label: 'Veelgestelde vragen', to: paths.moreFaq, external: false, icon: 'faq' },
];

/**
 * Desktop menu (spec section 2, Shell): the tab destinations plus Telling, Quiz, Over de app
 * and the server's more-menu items (these last, as they load after the first paint). After the count (phase 3) Telling and Quiz give way to
 * 'Resultaten'; before it the results follow the campaign items (decision 050).
 */
export function sideMenuItems(phase: Phase | undefined, more: MoreMenuLink[]): SideMenuItem[] {
  const campaign: SideMenuItem[] =
    phase === 3
      ? [RESULTS]
      : [
          { label: 'Telling', to: paths.count, external: false, icon: 'count' },
          { label: 'Quiz', to: paths.moreQuiz, external: false, icon: 'quiz' },
          RESULTS,
        ];
  return [
    { label: 'Home', to: paths.home, external: false, icon: 'home' },
    ...campaign,
    { label: 'Herkennen', to: paths.recognise, external: false, icon: 'recognize' },
    { label: 'Vogelgids', to: paths.birdGuide, external: false, icon: 'bird-guide' },
    ...MORE_PAGES,
    { label: 'Over de app', to: paths.moreAbout, external: false, icon: 'about' },
    // Last: they arrive after the first paint, and nothing below them can move (decision 051).
    ...more.map((item): SideMenuItem => ({
      label: item.title,
      to: item.link,
      external: item.external,
      icon: 'link',
    })),
  ];
}
