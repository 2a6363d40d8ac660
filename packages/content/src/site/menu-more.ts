export interface MenuMoreItem {
  title: string;
  /** An external address (`https://…`) or an app route (`/home/tips`). */
  link: string;
  /** True when the app opens the link outside itself (a new tab). */
  external: boolean;
}

/** Extra rows of the 'Meer' screen and the desktop side menu. */
export const DEFAULT_MENU_MORE: readonly MenuMoreItem[] = [
  { title: 'Over de Tuinvogeltelling', link: 'https://www.tuinvogeltelling.nl', external: true },
  {
    title: 'Vogels helpen in je tuin',
    link: 'https://www.vogelbescherming.nl/in-mijn-tuin',
    external: true,
  },
  {
    title: 'Resultaten van eerdere jaren',
    link: 'https://www.sovon.nl/tuinvogeltelling',
    external: true,
  },
  {
    title: 'Het hele jaar vogels tellen',
    link: 'https://www.sovon.nl/tuintelling',
    external: true,
  },
];
