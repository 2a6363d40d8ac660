import { describe, expect, it } from 'vitest';
import { refusalKindOf, refusalMinuteSeries, refusalTotals } from '../../src/index.ts';

describe('refusalKindOf', () => {
  it.each([
    [400, 'invalid'],
    [413, 'invalid'],
    [409, 'conflict'],
    [429, 'tooMany'],
    [200, undefined],
    [401, undefined],
    [500, undefined],
  ] as const)('%i → %s', (status, kind) => {
    expect(refusalKindOf(status)).toBe(kind);
  });
});

describe('refusalMinuteSeries', () => {
  const now = new Date('2025-01-25T10:30:30Z');
  it('gives every minute, each kind summed, rows outside the window left out', () => {
    const series = refusalMinuteSeries(now, 2, [
      { start: new Date('2025-01-25T10:29:00Z'), kind: 'invalid', refusals: 2 },
      // A second instance's tally of the same minute and kind.
      { start: new Date('2025-01-25T10:29:00Z'), kind: 'invalid', refusals: 3 },
      { start: new Date('2025-01-25T10:30:00Z'), kind: 'tooMany', refusals: 7 },
      { start: new Date('2025-01-25T10:10:00Z'), kind: 'conflict', refusals: 1 },
    ]);
    expect(series).toEqual([
      { start: '2025-01-25T10:28:00.000Z', invalid: 0, conflict: 0, tooMany: 0 },
      { start: '2025-01-25T10:29:00.000Z', invalid: 5, conflict: 0, tooMany: 0 },
      { start: '2025-01-25T10:30:00.000Z', invalid: 0, conflict: 0, tooMany: 7 },
    ]);
  });
});

describe('refusalTotals', () => {
  it('sums per kind', () => {
    expect(
      refusalTotals([
        { kind: 'conflict', refusals: 2 },
        { kind: 'conflict', refusals: 1 },
        { kind: 'tooMany', refusals: 4 },
      ]),
    ).toEqual({ invalid: 0, conflict: 3, tooMany: 4 });
  });
});
