/**
 * Issue 12/31 "Dashboard": the time series the office shows during the count weekend. Hours
 * are only those with counts (by the moment counted or by arrival); the quiet stretches between
 * them are folded into one line, so 3,006 counts are not hidden among 96 rows of 0.
 */
export interface MinuteFigures {
  /** The minute's start, ISO 8601. */
  start: string;
  counts: number;
}

export interface MinuteRow {
  start: Date;
  counts: number;
}

export interface HourFigures {
  /** The hour's start, ISO 8601 (Amsterdam is a whole number of hours from UTC). */
  start: string;
  /** Counts whose chosen moment lies in this hour. */
  counted: number;
  /** Counts that reached the server in this hour. */
  arrived: number;
}

export interface HourRow {
  start: Date;
  counts: number;
}

const HOUR_MS = 60 * 60_000;
const MINUTE_MS = 60_000;

const floorTo = (instant: number, step: number) => Math.floor(instant / step) * step;

/** The last `minutes` whole minutes before `now`'s minute, and `now`'s own minute so far. */
export function minuteSeries(
  now: Date,
  minutes: number,
  rows: readonly MinuteRow[],
): MinuteFigures[] {
  const byStart = new Map(rows.map((row) => [floorTo(row.start.getTime(), MINUTE_MS), row]));
  const current = floorTo(now.getTime(), MINUTE_MS);
  const out: MinuteFigures[] = [];
  for (let at = current - minutes * MINUTE_MS; at <= current; at += MINUTE_MS) {
    out.push({ start: new Date(at).toISOString(), counts: byStart.get(at)?.counts ?? 0 });
  }
  return out;
}

/** Counts per minute now: the mean of the last `minutes` whole minutes (the current one is partial). */
export function perMinuteNow(series: readonly MinuteFigures[], minutes = 5): number {
  const whole = series.slice(0, -1).slice(-minutes);
  if (whole.length === 0) return 0;
  const total = whole.reduce((sum, m) => sum + m.counts, 0);
  return Math.round((total / whole.length) * 10) / 10;
}

/** The hours with counts by moment counted or by arrival, merged and oldest first. */
export function activeHours(
  counted: readonly HourRow[],
  arrived: readonly HourRow[],
): HourFigures[] {
  const hours = new Map<number, { counted: number; arrived: number }>();
  const at = (row: HourRow) => {
    const key = floorTo(row.start.getTime(), HOUR_MS);
    let hour = hours.get(key);
    if (!hour) hours.set(key, (hour = { counted: 0, arrived: 0 }));
    return hour;
  };
  for (const row of counted) at(row).counted += row.counts;
  for (const row of arrived) at(row).arrived += row.counts;
  return [...hours.entries()]
    .filter(([, h]) => h.counted > 0 || h.arrived > 0)
    .sort(([a], [b]) => a - b)
    .map(([start, h]) => ({ start: new Date(start).toISOString(), ...h }));
}

export type HourLine =
  | ({ kind: 'hour' } & HourFigures)
  /** Whole hours without any count between two hours with counts. */
  | { kind: 'quiet'; from: string; hours: number };

/** The active hours with each quiet stretch between them as one line. */
export function foldQuietHours(hours: readonly HourFigures[]): HourLine[] {
  const lines: HourLine[] = [];
  let previous: number | undefined;
  for (const hour of hours) {
    const start = Date.parse(hour.start);
    if (previous !== undefined && start - previous > HOUR_MS) {
      const from = previous + HOUR_MS;
      lines.push({
        kind: 'quiet',
        from: new Date(from).toISOString(),
        hours: (start - from) / HOUR_MS,
      });
    }
    lines.push({ kind: 'hour', ...hour });
    previous = start;
  }
  return lines;
}

/**
 * The instant of the previous campaign at the same offset from its counting start as `now` is
 * from this one's: how far last year's weekend had come 'at this hour'.
 */
export function sameMomentOfCampaign(
  now: Date,
  countingFrom: Date,
  previousCountingFrom: Date,
): Date {
  return new Date(previousCountingFrom.getTime() + (now.getTime() - countingFrom.getTime()));
}
