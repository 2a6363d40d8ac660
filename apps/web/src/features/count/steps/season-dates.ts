import { countWeekendLabel } from '@tvt/domain';

export interface SeasonDates {
  year: number;
  phase2Start: string;
  phase3Start: string;
}

/** `vrijdag 29 januari t/m zondag 31 januari 2027`, or 'datum volgt' while none is known. */
export function nextCountText(next: SeasonDates | null): string {
  if (!next) return 'datum volgt';
  return countWeekendLabel({
    phase2Start: new Date(next.phase2Start),
    phase3Start: new Date(next.phase3Start),
  });
}
