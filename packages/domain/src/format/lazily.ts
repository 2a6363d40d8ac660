/**
 * A value made on first use. For `Intl` formatters: the first time-zone formatter a page makes
 * loads the zone data (20–50 ms in Chromium on this machine); made at module load, that lands in
 * the app's start-up task even on screens that never format a date (decision 066).
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
