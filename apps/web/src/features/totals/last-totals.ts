import { LOCALE, TIME_ZONE } from '@tvt/domain';
import type { Totals } from './totals-query.ts';

/** The last totals the app read, kept on the device for offline visits. */
export const LAST_TOTALS_KEY = 'tvtLastTotals';

export interface SeenTotals extends Totals {
  /** ISO instant they were read. */
  at: string;
}

export function rememberTotals(storage: Storage, totals: Totals, at: Date): void {
  try {
    storage.setItem(LAST_TOTALS_KEY, JSON.stringify({ ...totals, at: at.toISOString() }));
  } catch {
    // A full or blocked storage only costs the offline figures.
  }
}

export function lastSeenTotals(storage: Storage): SeenTotals | undefined {
  try {
    const value = JSON.parse(storage.getItem(LAST_TOTALS_KEY) ?? 'null') as SeenTotals | null;
    if (
      value &&
      Number.isFinite(value.participants) &&
      Number.isFinite(value.birds) &&
      !Number.isNaN(Date.parse(value.at))
    )
      return value;
  } catch {
    // Unreadable: as if none were kept.
  }
  return undefined;
}

const standFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** `Stand van zaterdag 25 januari om 14:05`. */
export function standText(at: string): string {
  return `Stand van ${standFormat.format(new Date(at))}`;
}
