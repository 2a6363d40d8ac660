import { LOCALE, TIME_ZONE, formatWeekdayDate } from '@tvt/domain';

const moment = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant in Dutch on an Amsterdam clock, e.g. `vr 24 jan 2025, 08:00`. */
export function formatMoment(iso: string): string {
  return moment.format(new Date(iso));
}

/** The counting days as Dutch weekday dates: `vrijdag 24 januari, zaterdag 25 januari`. */
export function formatCountingDays(days: readonly string[]): string {
  return days.map(formatWeekdayDate).join(', ');
}

export const PHASE_NAMES = {
  1: 'fase 1, voor de telling',
  2: 'fase 2, de telling',
  3: 'fase 3, na de telling',
} as const;
