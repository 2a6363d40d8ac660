import { lazily } from '../format/lazily.ts';
/** The campaign runs on Dutch civil time; every calendar date in the product is an Amsterdam date. */
export const TIME_ZONE = 'Europe/Amsterdam';
export const LOCALE = 'nl-NL';

const isoDateFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** `YYYY-MM-DD` of the instant as a calendar date in Amsterdam. */
export function amsterdamDate(instant: Date): string {
  return isoDateFormat().format(instant);
}

/** Whole calendar days from date `a` to date `b` (both `YYYY-MM-DD`), negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The `YYYY-MM-DD` date `days` calendar days after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Noon UTC of a calendar date: safe to format in Amsterdam without slipping a day. */
function middayOf(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

const longFormat = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'long' }),
);
const weekdayFormat = lazily(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }),
);

/** Dutch long format, e.g. `26 januari 2025`. */
export function formatLongDate(date: string): string {
  return longFormat().format(middayOf(date));
}

/** Dutch weekday label, e.g. `zaterdag 25 januari`. */
export function formatWeekdayDate(date: string): string {
  return weekdayFormat().format(middayOf(date));
}
