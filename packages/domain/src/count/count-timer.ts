/** Spec 2: a count lasts half an hour. */
export const COUNT_DURATION_MS = 30 * 60_000;

export type TimerState =
  { kind: 'idle' } | { kind: 'running'; remainingMs: number } | { kind: 'finished' };

/**
 * The count timer is the moment it was started, never a ticking counter: what is left follows
 * from the clock, so it survives a reload, a locked screen and a throttled background tab.
 * A start time in the future (clock changed) counts as just started.
 */
export function timerState(
  startedAt: number | undefined,
  now: number,
  durationMs = COUNT_DURATION_MS,
): TimerState {
  if (startedAt === undefined || !Number.isFinite(startedAt)) return { kind: 'idle' };
  const elapsed = Math.max(0, now - startedAt);
  if (elapsed >= durationMs) return { kind: 'finished' };
  return { kind: 'running', remainingMs: durationMs - elapsed };
}

/** `29:59`, `0:05`: minutes and seconds left, rounded up so the clock never shows 0:00 early. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
