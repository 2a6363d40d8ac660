import { addDays, amsterdamDate, formatWeekdayDate } from '../campaign/amsterdam-time.ts';
import type { Campaign } from '../campaign/campaign.ts';
import { amsterdamWallClock } from '../time/amsterdam-wall-clock.ts';

/** Spec 9: the count date window spans three days from the phase 2 start. */
export const COUNT_DATE_WINDOW_DAYS = 3;

/** The chosen count date and time, as an Amsterdam wall clock (`countDate` in local storage). */
export interface CountMoment {
  /** `YYYY-MM-DD` (Amsterdam) */
  date: string;
  hour: number;
  minute: number;
}

export interface CountDateOption {
  /** `YYYY-MM-DD` */
  value: string;
  /** Dutch weekday label, e.g. `zaterdag 25 januari` */
  name: string;
}

/**
 * Spec 5: before the phase 2 start only today; otherwise the first three days from the phase 2
 * start day that are not after today. Newest first. All dates are Amsterdam calendar dates.
 */
export function selectableCountDates(now: Date, campaign: Pick<Campaign, 'phase2Start'>): string[] {
  const today = amsterdamDate(now);
  if (now.getTime() < campaign.phase2Start.getTime()) return [today];
  const first = amsterdamDate(campaign.phase2Start);
  const dates: string[] = [];
  for (let i = 0; i < COUNT_DATE_WINDOW_DAYS; i += 1) {
    const date = addDays(first, i);
    if (date <= today) dates.push(date);
  }
  return dates.reverse();
}

export function countDateOptions(
  now: Date,
  campaign: Pick<Campaign, 'phase2Start'>,
): CountDateOption[] {
  return selectableCountDates(now, campaign).map((value) => ({
    value,
    name: formatWeekdayDate(value),
  }));
}

/** The Amsterdam wall clock now, as a count moment. */
export function countMomentAt(now: Date): CountMoment {
  return amsterdamWallClock(now);
}

/**
 * Spec 4: a saved date that is no longer allowed becomes the first allowed date; hour and minute
 * are kept. With no allowed date at all the moment is returned unchanged.
 */
export function repairCountMoment(moment: CountMoment, allowed: readonly string[]): CountMoment {
  const first = allowed[0];
  if (first === undefined || allowed.includes(moment.date)) return moment;
  return { ...moment, date: first };
}

/** Spec 4: finishing the first step sets the time to now when hour or minute is not set. */
export function withDefaultTime(
  moment: { date?: string; hour?: number | null; minute?: number | null },
  now: Date,
): CountMoment {
  const current = countMomentAt(now);
  const date = moment.date ?? current.date;
  if (moment.hour == null || moment.minute == null) {
    return { date, hour: current.hour, minute: current.minute };
  }
  return { date, hour: moment.hour, minute: moment.minute };
}
