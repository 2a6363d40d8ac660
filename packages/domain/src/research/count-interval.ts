import { amsterdamOffsetMs, amsterdamWallClockToInstant } from '../time/amsterdam-wall-clock.ts';

/** The protocol: one garden or balcony, counted for half an hour. */
export const COUNT_MINUTES = 30;

export interface CountInterval {
  /** `2026-01-24T10:15+01:00`: the Amsterdam wall clock with its UTC offset. */
  start: string;
  end: string;
  /** `start/end`, ISO 8601 as Darwin Core's eventDate wants it. */
  interval: string;
  startInstant: Date;
  endInstant: Date;
}

function withOffset(instant: Date): string {
  const offset = amsterdamOffsetMs(instant);
  const local = new Date(instant.getTime() + offset).toISOString().slice(0, 16);
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

/**
 * The half hour a count covers, from the chosen Amsterdam date and start time (`HH:MM`). Each end
 * carries its own offset, so a count across the autumn clock change is still 30 minutes long.
 */
export function countInterval(date: string, time: string, minutes = COUNT_MINUTES): CountInterval {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const startInstant = amsterdamWallClockToInstant(date, hour, minute);
  const endInstant = new Date(startInstant.getTime() + minutes * 60_000);
  const start = withOffset(startInstant);
  const end = withOffset(endInstant);
  return { start, end, interval: `${start}/${end}`, startInstant, endInstant };
}
