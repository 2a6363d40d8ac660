import { TIME_ZONE, amsterdamDate } from '../campaign/amsterdam-time.ts';
import { lazily } from '../format/lazily.ts';

const partsFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

/** What an Amsterdam wall clock shows at an instant. */
export interface WallClock {
  /** `YYYY-MM-DD` */
  date: string;
  hour: number;
  minute: number;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): number {
  return Number(parts.find((p) => p.type === type)?.value ?? 0);
}

/** Milliseconds Amsterdam is ahead of UTC at the instant (3_600_000 in winter, 7_200_000 in summer). */
export function amsterdamOffsetMs(instant: Date): number {
  const parts = partsFormat().formatToParts(instant);
  const asUtc = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
    part(parts, 'second'),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

export function amsterdamWallClock(instant: Date): WallClock {
  const parts = partsFormat().formatToParts(instant);
  return { date: amsterdamDate(instant), hour: part(parts, 'hour'), minute: part(parts, 'minute') };
}

/**
 * The instant at which Amsterdam clocks show `date hour:minute`. In the autumn hour that occurs
 * twice the earlier (summer-time) instant is taken; a time skipped in spring (02:30) maps to the
 * instant one hour on (03:30 summer time).
 */
export function amsterdamWallClockToInstant(date: string, hour: number, minute: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, hour, minute);
  const before = amsterdamOffsetMs(new Date(asUtc - 2 * 3_600_000));
  const candidate = asUtc - before;
  const after = amsterdamOffsetMs(new Date(candidate));
  if (after === before) return new Date(candidate);
  const shifted = new Date(asUtc - after);
  return amsterdamWallClock(shifted).hour === hour ? shifted : new Date(candidate);
}

/** `YYYY-MM-DDTHH:mm` on an Amsterdam wall clock: the value of an `<input type="datetime-local">`. */
export function toAmsterdamLocalInput(instant: Date): string {
  const { date, hour, minute } = amsterdamWallClock(instant);
  return `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The instant of a `datetime-local` value read as Amsterdam time; undefined when malformed. */
export function fromAmsterdamLocalInput(value: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
  if (!match) return undefined;
  const [, date, hour, minute] = match as unknown as [string, string, string, string];
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || Number(hour) > 23 || Number(minute) > 59) {
    return undefined;
  }
  return amsterdamWallClockToInstant(date, Number(hour), Number(minute));
}
