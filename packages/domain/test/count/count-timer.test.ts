import { describe, expect, it } from 'vitest';
import { COUNT_DURATION_MS, formatRemaining, timerState } from '../../src/index.ts';

const start = Date.parse('2025-01-24T09:00:00Z');

describe('the 30-minute count timer (a start time, not a ticking counter)', () => {
  it('is idle until started', () => {
    expect(timerState(undefined, start)).toEqual({ kind: 'idle' });
    expect(timerState(Number.NaN, start)).toEqual({ kind: 'idle' });
  });

  it('follows the clock, so a reload or a locked screen loses nothing', () => {
    expect(timerState(start, start)).toEqual({ kind: 'running', remainingMs: COUNT_DURATION_MS });
    expect(timerState(start, start + 10 * 60_000)).toEqual({
      kind: 'running',
      remainingMs: 20 * 60_000,
    });
    expect(timerState(start, start + COUNT_DURATION_MS)).toEqual({ kind: 'finished' });
    expect(timerState(start, start + 3 * 3_600_000)).toEqual({ kind: 'finished' });
  });

  it('treats a start in the future (clock moved back) as just started', () => {
    expect(timerState(start + 60_000, start)).toEqual({
      kind: 'running',
      remainingMs: COUNT_DURATION_MS,
    });
  });

  it('shows minutes and seconds, rounded up', () => {
    expect(formatRemaining(COUNT_DURATION_MS)).toBe('30:00');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(4_200)).toBe('0:05');
    expect(formatRemaining(0)).toBe('0:00');
  });
});
