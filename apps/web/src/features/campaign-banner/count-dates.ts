import { countingDays, DEFAULT_CAMPAIGN, formatLongDate } from '@tvt/domain';

const dayOfMonth = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

function joinDutch(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} en ${parts.at(-1) ?? ''}`;
}

/**
 * The count dates as one phrase: `24, 25 en 26 januari 2025`; days in different months each
 * get their month (`31 januari en 1 februari 2026`).
 */
export function formatCountDates(days: readonly string[]): string {
  const sorted = [...days].sort();
  const parts = sorted.map((day, i) => {
    const next = sorted[i + 1];
    const sameMonthAsNext = next !== undefined && next.slice(0, 7) === day.slice(0, 7);
    if (sameMonthAsNext) return dayOfMonth.format(new Date(`${day}T12:00:00Z`));
    const long = formatLongDate(day);
    // The year once, at the end, when all days share it.
    return next !== undefined && next.slice(0, 4) === day.slice(0, 4)
      ? long.replace(/ \d{4}$/, '')
      : long;
  });
  return joinDutch(parts);
}

/** The count days of the phase answer, or of the spec's campaign when the server sent none. */
export function countDatesOrDefault(days: readonly string[] | undefined): string[] {
  return days && days.length > 0 ? [...days] : countingDays(DEFAULT_CAMPAIGN);
}
