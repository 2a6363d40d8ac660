/**
 * Public entry of the bird guide: its list screen, and the card and paging pieces the home
 * screen and the wizard results reuse.
 */
export { BirdCard } from './bird-card.tsx';
export { BirdGuideList } from './bird-guide-list.tsx';
export { nextPageAfter, useBirdSearch, type BirdListItem } from './birds-query.ts';
export { useTypingDone } from './use-typing-done.ts';
export { LoadMore } from './load-more.tsx';
