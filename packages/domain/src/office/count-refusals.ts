/**
 * Issue 31 "errors": the submissions the server itself refused, beside the app's own reports.
 * Each instance tallies them per minute and kind; the tallies meet in the database, so the
 * dashboard sums every instance (decision 131).
 */
export const REFUSAL_KINDS = ['invalid', 'conflict', 'tooMany'] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];

/** A refused count submission by its answer: 400/413 bad input, 409 same id other body, 429 too many. */
export function refusalKindOf(status: number): RefusalKind | undefined {
  if (status === 400 || status === 413) return 'invalid';
  if (status === 409) return 'conflict';
  if (status === 429) return 'tooMany';
  return undefined;
}

export type RefusalCounts = Record<RefusalKind, number>;

export interface RefusalRow {
  start: Date;
  kind: RefusalKind;
  refusals: number;
}

export interface RefusalMinute extends RefusalCounts {
  /** The minute's start, ISO 8601. */
  start: string;
}

const MINUTE_MS = 60_000;

export const noRefusals = (): RefusalCounts => ({ invalid: 0, conflict: 0, tooMany: 0 });

/** The last `minutes` whole minutes before `now`'s minute and `now`'s own, each per kind. */
export function refusalMinuteSeries(
  now: Date,
  minutes: number,
  rows: readonly RefusalRow[],
): RefusalMinute[] {
  const current = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const byStart = new Map<number, RefusalMinute>();
  for (let at = current - minutes * MINUTE_MS; at <= current; at += MINUTE_MS) {
    byStart.set(at, { start: new Date(at).toISOString(), ...noRefusals() });
  }
  for (const row of rows) {
    const minute = byStart.get(Math.floor(row.start.getTime() / MINUTE_MS) * MINUTE_MS);
    if (minute) minute[row.kind] += row.refusals;
  }
  return [...byStart.values()];
}

/** The refusals of `rows` per kind (rows of other kinds are left out). */
export function refusalTotals(
  rows: readonly Pick<RefusalRow, 'kind' | 'refusals'>[],
): RefusalCounts {
  const totals = noRefusals();
  for (const row of rows) if (row.kind in totals) totals[row.kind] += row.refusals;
  return totals;
}
