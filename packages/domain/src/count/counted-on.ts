import type { Campaign } from '../campaign/campaign.ts';
import type { RuleResult } from '../validation/rule.ts';
import { amsterdamWallClock, amsterdamWallClockToInstant } from '../time/amsterdam-wall-clock.ts';
import { formatWeekdayDate } from '../campaign/amsterdam-time.ts';
import { selectableCountDates, type CountMoment } from './date-window.ts';
import { twoDigits } from './number-input.ts';

/** Spec 7: the submitted count time is the chosen time plus one hour. */
export const COUNTED_ON_SHIFT_MS = 3_600_000;

/**
 * `countedon` of spec 7: the instant at which Amsterdam clocks show the chosen date and time,
 * plus one hour, as `toISOString()`.
 *
 * The hour makes the UTC digits read as Dutch winter time: 25 January 2025 10:15 (Amsterdam,
 * UTC+1) is 09:15Z, so `countedon` is `2025-01-25T10:15:00.000Z` — an instant one hour after the
 * real moment whose digits equal the wall clock. The campaign is in January, so this holds for
 * every real count; in summer time the digits would read one hour early.
 */
export function countedOn(moment: CountMoment): string {
  const instant = amsterdamWallClockToInstant(moment.date, moment.hour, moment.minute);
  return new Date(instant.getTime() + COUNTED_ON_SHIFT_MS).toISOString();
}

/** The inverse: the chosen Amsterdam date and time that a `countedon` value encodes. */
export function countMomentFromCountedOn(countedon: string): CountMoment {
  return amsterdamWallClock(new Date(Date.parse(countedon) - COUNTED_ON_SHIFT_MS));
}

/** An Amsterdam date and time as text: `zaterdag 25 januari om 10:15`. */
function momentText(m: CountMoment): string {
  return `${formatWeekdayDate(m.date)} om ${twoDigits(m.hour)}:${twoDigits(m.minute)}`;
}

/** The chosen moment a `countedon` encodes, as text: `zaterdag 25 januari om 10:15`. */
export function countedOnText(countedon: string): string {
  return momentText(countMomentFromCountedOn(countedon));
}

/** A real instant (when a count was sent) in Amsterdam, as text: `maandag 27 januari om 09:02`. */
export function instantText(instant: Date): string {
  return momentText(amsterdamWallClock(instant));
}

/** Server check: the chosen date must be one the client could have offered at `now`. */
export function validateCountedOn(
  countedon: string,
  now: Date,
  campaign: Pick<Campaign, 'phase2Start'>,
): RuleResult {
  if (Number.isNaN(Date.parse(countedon))) return "Het veld 'countedon' is geen geldige tijd.";
  const { date } = countMomentFromCountedOn(countedon);
  return selectableCountDates(now, campaign).includes(date)
    ? undefined
    : "De teldatum in 'countedon' valt buiten de teldagen.";
}
