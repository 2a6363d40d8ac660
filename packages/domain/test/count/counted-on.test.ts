import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAMPAIGN as campaign,
  amsterdamWallClockToInstant,
  countMomentFromCountedOn,
  countedOn,
  countedOnText,
  instantText,
  validateCountedOn,
} from '../../src/index.ts';

describe('countedon (spec 7: chosen time plus one hour, as ISO)', () => {
  it('in winter time the UTC digits equal the chosen Amsterdam wall clock', () => {
    // 10:15 in Amsterdam is 09:15Z; plus one hour gives 10:15Z.
    expect(countedOn({ date: '2025-01-25', hour: 10, minute: 15 })).toBe(
      '2025-01-25T10:15:00.000Z',
    );
  });

  it('just after midnight, when the true moment is still the previous UTC day', () => {
    // 00:30 on the 25th in Amsterdam is 23:30Z on the 24th; plus one hour is 00:30Z on the 25th.
    expect(amsterdamWallClockToInstant('2025-01-25', 0, 30).toISOString()).toBe(
      '2025-01-24T23:30:00.000Z',
    );
    expect(countedOn({ date: '2025-01-25', hour: 0, minute: 30 })).toBe('2025-01-25T00:30:00.000Z');
  });

  it('late in the evening stays on the chosen date', () => {
    expect(countedOn({ date: '2025-01-26', hour: 23, minute: 59 })).toBe(
      '2025-01-26T23:59:00.000Z',
    );
  });

  it('in summer time the digits read one hour early (documented, never used by a January count)', () => {
    expect(countedOn({ date: '2025-07-01', hour: 10, minute: 0 })).toBe('2025-07-01T09:00:00.000Z');
  });

  it('round-trips through countMomentFromCountedOn (property)', () => {
    const moment = fc.record({
      date: fc.integer({ min: 1, max: 28 }).map((d) => `2025-01-${String(d).padStart(2, '0')}`),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(moment, (m) => {
        expect(countMomentFromCountedOn(countedOn(m))).toEqual(m);
      }),
    );
  });
});

describe('validateCountedOn (server)', () => {
  const now = new Date('2025-01-26T12:00:00+01:00');
  it('accepts a date of the window', () => {
    expect(validateCountedOn('2025-01-24T09:00:00.000Z', now, campaign)).toBeUndefined();
    expect(validateCountedOn('2025-01-26T00:30:00.000Z', now, campaign)).toBeUndefined();
  });
  it('refuses dates outside it and nonsense', () => {
    expect(validateCountedOn('2025-01-23T10:00:00.000Z', now, campaign)).toMatch(
      /buiten de teldagen/,
    );
    expect(validateCountedOn('2025-01-27T10:00:00.000Z', now, campaign)).toMatch(
      /buiten de teldagen/,
    );
    // Minus one hour this is 23:30Z on the 23rd, i.e. 00:30 on the 24th in Amsterdam: inside.
    expect(validateCountedOn('2025-01-24T00:30:00.000Z', now, campaign)).toBeUndefined();
    expect(validateCountedOn('gisteren', now, campaign)).toMatch(/geen geldige tijd/);
  });
});

describe('countedOnText', () => {
  it('reads the chosen Amsterdam moment back, not the shifted instant', () => {
    expect(countedOnText('2025-01-25T10:15:00.000Z')).toBe('zaterdag 25 januari om 10:15');
  });
});

describe('instantText', () => {
  it('gives a real instant as the Amsterdam wall clock shows it, summer and winter', () => {
    expect(instantText(new Date('2025-01-27T08:02:00.000Z'))).toBe('maandag 27 januari om 09:02');
    expect(instantText(new Date('2025-07-05T21:30:00.000Z'))).toBe('zaterdag 5 juli om 23:30');
    // Past midnight in Amsterdam while still the day before in UTC.
    expect(instantText(new Date('2025-01-24T23:05:00.000Z'))).toBe('zaterdag 25 januari om 00:05');
  });
});
