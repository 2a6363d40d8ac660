import type { UnrecognisedBird } from './types.ts';

/** The count form's 'Niet herkend' entry (spec sections 3 and 9): tvtbirdid 97, threshold 999. */
export const UNRECOGNISED_BIRD: UnrecognisedBird = Object.freeze({
  id: 'niet-herkend',
  tvtbirdid: 97,
  name: 'Niet herkend',
  thresholdvalue: 999,
  primary: false,
});
