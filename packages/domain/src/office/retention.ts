import type { Campaign } from '../campaign/campaign.ts';

/** Months after a campaign's end that its participants' personal data is kept by default. */
export const DEFAULT_RETENTION_MONTHS = 12;

/** A campaign ends when its count closes: the phase 3 start (decision 082). */
export function campaignEnd(campaign: Pick<Campaign, 'phase3Start'>): Date {
  return campaign.phase3Start;
}

/**
 * The moment `months` calendar months after `end` (UTC). A day that does not exist in the target
 * month (31 → February) becomes that month's last day, so the date never jumps a month ahead.
 */
export function addMonths(end: Date, months: number): Date {
  const target = new Date(end.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When the personal data of a campaign's counts is deleted. */
export function retentionDeadline(campaign: Pick<Campaign, 'phase3Start'>, months: number): Date {
  return addMonths(campaignEnd(campaign), months);
}

/** Whether the personal data of this campaign is due for deletion at `now`. */
export function retentionDue(
  now: Date,
  campaign: Pick<Campaign, 'phase3Start'>,
  months: number,
): boolean {
  return now.getTime() >= retentionDeadline(campaign, months).getTime();
}
