import { DEFAULT_CAMPAIGN, type Campaign } from './campaign.ts';

/**
 * The count weekend of a year, as the spec's 2025 campaign lies: the last Friday of January whose
 * Sunday is still in January, 08:00 until Monday 12:00, with the run-up from 1 December 09:00.
 * January and December are winter time in Amsterdam (+01:00).
 */
export function januaryCampaign(year: number): Campaign {
  // 29 January minus its distance to the Friday before it (getUTCDay: Friday is 5).
  const jan29 = new Date(Date.UTC(year, 0, 29));
  const friday = 29 - ((jan29.getUTCDay() - 5 + 7) % 7);
  return {
    year,
    name: DEFAULT_CAMPAIGN.name,
    tag: `tvt${year}`,
    phase1Start: new Date(Date.UTC(year - 1, 11, 1, 8)),
    phase2Start: new Date(Date.UTC(year, 0, friday, 7)),
    // Monday may be 1 February: Date.UTC carries the day over.
    phase3Start: new Date(Date.UTC(year, 0, friday + 3, 11)),
  };
}

/**
 * A fresh install's campaigns, from the date of its first start: the coming January weekend (the
 * running one during it) and the one a year before, whose demo results the year-round screens
 * show (decision 088).
 */
export function demoCampaigns(firstStart: Date): { previous: Campaign; coming: Campaign } {
  let year = Number(firstStart.toISOString().slice(0, 4));
  while (januaryCampaign(year).phase3Start.getTime() <= firstStart.getTime()) year += 1;
  return { previous: januaryCampaign(year - 1), coming: januaryCampaign(year) };
}
