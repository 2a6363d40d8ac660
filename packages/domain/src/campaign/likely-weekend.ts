import { amsterdamWallClockToInstant } from '../time/amsterdam-wall-clock.ts';
import { addDays } from './amsterdam-time.ts';

export interface LikelyCampaignDates {
  phase1Start: Date;
  phase2Start: Date;
  phase3Start: Date;
}

/**
 * The count's usual shape, read off the spec's campaign (2025: phase 1 from 1 December 09:00,
 * counting Friday 24 to Sunday 26 January from 08:00, phase 3 Monday 12:00): the last full
 * weekend of January, counted from the Friday before it, announced from 1 December. The office
 * proposes these dates for a new campaign; the organiser may change every one of them.
 */
export function likelyCampaignDates(year: number): LikelyCampaignDates {
  // The last Sunday on or before 31 January: its Saturday is in January too (a Saturday the 31st
  // has its Sunday in February, so that weekend is not full and the one before it counts).
  const jan31 = new Date(Date.UTC(year, 0, 31));
  const sunday = addDays(`${year}-01-31`, -jan31.getUTCDay());
  const friday = addDays(sunday, -2);
  const monday = addDays(sunday, 1);
  return {
    phase1Start: amsterdamWallClockToInstant(`${year - 1}-12-01`, 9, 0),
    phase2Start: amsterdamWallClockToInstant(friday, 8, 0),
    phase3Start: amsterdamWallClockToInstant(monday, 12, 0),
  };
}

/** The first year after `latestYear` whose likely count has not begun at `now`. */
export function nextCampaignYear(latestYear: number, now: Date): number {
  let year = latestYear + 1;
  while (likelyCampaignDates(year).phase2Start.getTime() <= now.getTime()) year += 1;
  return year;
}
