import { parseNumberInput } from './number-input.ts';

/** Spec 5 and 9: the plus/minus counter's default range. */
export const COUNTER_MIN = 0;
export const COUNTER_MAX = 999;

export interface CounterRange {
  min?: number;
  max?: number;
}

/** Typed value → counter value: non-numbers become 0, then clamped into the range. */
export function clampCounter(raw: unknown, range: CounterRange = {}): number {
  const { min = COUNTER_MIN, max = COUNTER_MAX } = range;
  return parseNumberInput(raw, { min, max });
}

/** Plus stops at the maximum. */
export function incrementCounter(value: number, range: CounterRange = {}): number {
  return clampCounter(value + 1, range);
}

/** Minus does nothing at (or below) the minimum. */
export function decrementCounter(value: number, range: CounterRange = {}): number {
  const { min = COUNTER_MIN } = range;
  return value <= min ? value : clampCounter(value - 1, range);
}
