import type { Phase } from '@tvt/domain';
import type { Segment } from '../segment/index.ts';

/**
 * The banner's line under its headline, per visitor segment (spec 1: the segment varies the
 * banner text and image): `default` the general public, `jg` young counters, `bs` schools.
 * The headlines themselves are the spec's and the same for everyone.
 */
const LINES: Record<Segment, Record<Phase, string>> = {
  default: {
    1: 'Tel een half uur de vogels in je tuin of op je balkon.',
    2: 'Tel een half uur de vogels in je tuin of op je balkon.',
    3: 'Dankzij jou weten we hoe het gaat met onze tuinvogels.',
  },
  jg: {
    1: 'Hoeveel vogels zie jij in een half uur? Doe mee!',
    2: 'Hoeveel vogels zie jij in een half uur? Tel mee!',
    3: 'Super dat je hebt meegeteld! Bekijk welke vogels het meest zijn gezien.',
  },
  bs: {
    1: 'Tel met je klas een half uur de vogels rond school.',
    2: 'Tel met je klas een half uur de vogels rond school.',
    3: 'Bedankt aan alle klassen die hebben meegeteld!',
  },
};

export function bannerLine(phase: Phase, segment: Segment): string {
  return LINES[segment][phase];
}
