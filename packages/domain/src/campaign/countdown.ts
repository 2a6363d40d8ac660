import { DAY_NOUN, plural } from '../format/plural.ts';

/**
 * Phase 1's one countdown line, used by home and by the count page alike: `Nog 12 dagen`,
 * `Nog 1 dag`, and on the start day itself (0) `Vandaag begint de telling!`.
 */
export function countdownHeadline(days: number): string {
  if (days <= 0) return 'Vandaag begint de telling!';
  return `Nog ${plural(days, DAY_NOUN)}`;
}
