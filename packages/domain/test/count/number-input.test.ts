import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampCounter,
  clampHour,
  clampMinute,
  clampParticipants,
  decrementCounter,
  incrementCounter,
  parseNumberInput,
  twoDigits,
} from '../../src/index.ts';

describe('hour and minute (spec 5)', () => {
  it.each([
    ['0', 0],
    ['23', 23],
    ['24', 23],
    ['99', 23],
    ['123', 12],
    ['-1', 0],
    ['ab', 0],
    ['', 0],
    [undefined, 0],
    [7, 7],
    ['7.9', 7],
  ] as const)('hour %j → %i', (raw, hour) => {
    expect(clampHour(raw)).toBe(hour);
  });

  it.each([
    ['59', 59],
    ['60', 59],
    ['00', 0],
    ['5', 5],
    ['x5', 0],
    ['599', 59],
  ] as const)('minute %j → %i', (raw, minute) => {
    expect(clampMinute(raw)).toBe(minute);
  });

  it('shows two digits', () => {
    expect(twoDigits(7)).toBe('07');
    expect(twoDigits(23)).toBe('23');
  });
});

describe('participants', () => {
  it.each([
    ['0', 1],
    ['-3', 1],
    ['', 1],
    ['abc', 1],
    ['1', 1],
    ['25', 25],
    ['250', 250],
  ] as const)('%j → %i', (raw, n) => {
    expect(clampParticipants(raw)).toBe(n);
  });
});

describe('number input', () => {
  it('cuts to its maximum length before reading the number', () => {
    expect(parseNumberInput('12345', { maxLength: 3 })).toBe(123);
  });
});

describe('plus/minus counter (spec 4)', () => {
  it('non-numeric becomes 0 and values at or over max become max', () => {
    expect(clampCounter('abc')).toBe(0);
    expect(clampCounter('999')).toBe(999);
    expect(clampCounter('1000')).toBe(999);
    expect(clampCounter(5, { min: 0, max: 3 })).toBe(3);
  });

  it('minus does nothing at min, plus stops at max', () => {
    expect(decrementCounter(0)).toBe(0);
    expect(decrementCounter(1)).toBe(0);
    expect(decrementCounter(2, { min: 2, max: 5 })).toBe(2);
    expect(incrementCounter(998)).toBe(999);
    expect(incrementCounter(999)).toBe(999);
    expect(incrementCounter(5, { max: 5 })).toBe(5);
  });

  it('always lands within 0–999 (property)', () => {
    const anyInput = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.double(),
      fc.string(),
      fc.constant(undefined),
      fc.constant(null),
    );
    fc.assert(
      fc.property(anyInput, (raw) => {
        const n = clampCounter(raw);
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(999);
        expect(incrementCounter(n)).toBeLessThanOrEqual(999);
        expect(decrementCounter(n)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
