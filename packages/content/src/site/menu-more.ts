export interface MenuMoreItem {
  title: string;
  /** Opened as an external link by the app. */
  link: string;
}

/** Extra rows of the 'Meer' screen and the desktop side menu. */
export const DEFAULT_MENU_MORE: readonly MenuMoreItem[] = [
  { title: 'Over de Tuinvogeltelling', link: 'https://www.tuinvogeltelling.nl' },
  { title: 'Vogels helpen in je tuin', link: 'https://www.vogelbescherming.nl/in-mijn-tuin' },
  { title: 'Resultaten van eerdere jaren', link: 'https://www.sovon.nl/tuinvogeltelling' },
  { title: 'Het hele jaar vogels tellen', link: 'https://www.sovon.nl/tuintelling' },
];
