/**
 * Issue 12 "Dashboard": time series the office shows, with empty periods filled in, so an hour
 * or a minute without counts is a 0 rather than a gap.
 */
export interface PeriodFigures {
  /** The period's start, ISO 8601. */
  start: string;
  counts: number;
  participants: number;
  birds: number;
}

export interface PeriodRow {
  start: Date;
  counts: number;
  participants: number;
  birds: number;
}

const HOUR_MS = 60 * 60_000;
const MINUTE_MS = 60_000;

const floorTo = (instant: number, step: number) => Math.floor(instant / step) * step;

function series(from: number, until: number, step: number, rows: readonly PeriodRow[]) {
  const byStart = new Map(rows.map((row) => [floorTo(row.start.getTime(), step), row]));
  const out: PeriodFigures[] = [];
  for (let at = floorTo(from, step); at < until; at += step) {
    const row = byStart.get(at);
    out.push({
      start: new Date(at).toISOString(),
      counts: row?.counts ?? 0,
      participants: row?.participants ?? 0,
      birds: row?.birds ?? 0,
    });
  }
  return out;
}

/**
 * Every whole hour from `from` up to `until` (excluded), never past `now`: the counting weekend
 * so far. Amsterdam is a whole number of hours from UTC, so UTC hours are Amsterdam hours.
 */
export function hourlySeries(
  from: Date,
  until: Date,
  now: Date,
  rows: readonly PeriodRow[],
): PeriodFigures[] {
  const end = Math.min(until.getTime(), floorTo(now.getTime(), HOUR_MS) + HOUR_MS);
  return series(from.getTime(), end, HOUR_MS, rows);
}

/** The last `minutes` whole minutes before `now`'s minute, and `now`'s own minute so far. */
export function minuteSeries(now: Date, minutes: number, rows: readonly PeriodRow[]) {
  const current = floorTo(now.getTime(), MINUTE_MS);
  return series(current - minutes * MINUTE_MS, current + MINUTE_MS, MINUTE_MS, rows);
}
