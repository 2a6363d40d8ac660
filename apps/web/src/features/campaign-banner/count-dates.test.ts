import { describe, expect, it } from 'vitest';
import { countdownHeadline } from '@tvt/domain';
import { countDatesOrDefault, formatCountDates } from './count-dates.ts';

describe('countdown', () => {
  it("reads 'Nog N dagen', one day singular", () => {
    expect(countdownHeadline(12)).toBe('Nog 12 dagen');
    expect(countdownHeadline(1)).toBe('Nog 1 dag');
    expect(countdownHeadline(0)).toBe('Vandaag begint de telling!');
  });

  it('names the count dates in one Dutch phrase', () => {
    expect(formatCountDates(['2025-01-26', '2025-01-24', '2025-01-25'])).toBe(
      '24, 25 en 26 januari 2025',
    );
    expect(formatCountDates(['2026-01-31', '2026-02-01'])).toBe('31 januari en 1 februari 2026');
    expect(formatCountDates(['2025-12-31', '2026-01-01'])).toBe(
      '31 december 2025 en 1 januari 2026',
    );
    expect(formatCountDates(['2025-01-24'])).toBe('24 januari 2025');
  });

  it("falls back to the spec's campaign days", () => {
    expect(countDatesOrDefault(undefined)).toEqual(['2025-01-24', '2025-01-25', '2025-01-26']);
    expect(countDatesOrDefault(['2026-01-30'])).toEqual(['2026-01-30']);
  });
});
