/**
 * Spec 5 "Text input" and 9: 'typing done' fires 1000 ms after the last keystroke. The guide's
 * search and the count's address lookup both wait for it.
 */
export const TYPING_DONE_MS = 1000;
