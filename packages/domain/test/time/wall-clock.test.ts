import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amsterdamOffsetMs,
  amsterdamWallClock,
  amsterdamWallClockToInstant,
} from '../../src/index.ts';

describe('Amsterdam wall clock', () => {
  it('knows winter and summer offsets', () => {
    expect(amsterdamOffsetMs(new Date('2025-01-25T12:00:00Z'))).toBe(3_600_000);
    expect(amsterdamOffsetMs(new Date('2025-07-01T12:00:00Z'))).toBe(7_200_000);
  });

  it.each([
    ['2025-01-25', 10, 15, '2025-01-25T09:15:00.000Z'],
    ['2025-07-01', 10, 0, '2025-07-01T08:00:00.000Z'],
    ['2025-03-30', 1, 59, '2025-03-30T00:59:00.000Z'],
    ['2025-03-30', 2, 30, '2025-03-30T01:30:00.000Z'],
    ['2025-03-30', 3, 0, '2025-03-30T01:00:00.000Z'],
    ['2025-10-26', 2, 30, '2025-10-26T00:30:00.000Z'],
    ['2025-10-26', 3, 0, '2025-10-26T02:00:00.000Z'],
  ] as const)('%s %i:%i → %s', (date, hour, minute, iso) => {
    expect(amsterdamWallClockToInstant(date, hour, minute).toISOString()).toBe(iso);
  });

  it('reads back the wall clock it was given, outside the spring gap (property)', () => {
    const moment = fc
      .record({
        day: fc.integer({ min: 0, max: 730 }),
        hour: fc.integer({ min: 0, max: 23 }),
        minute: fc.integer({ min: 0, max: 59 }),
      })
      .map(({ day, hour, minute }) => ({
        date: new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString().slice(0, 10),
        hour,
        minute,
      }))
      .filter((m) => !(m.hour === 2 && ['2025-03-30', '2026-03-29'].includes(m.date)));
    fc.assert(
      fc.property(moment, (m) => {
        expect(amsterdamWallClock(amsterdamWallClockToInstant(m.date, m.hour, m.minute))).toEqual(
          m,
        );
      }),
    );
  });
});
