// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LAST_TOTALS_KEY, lastSeenTotals, rememberTotals, standText } from './last-totals.ts';

describe('last totals seen', () => {
  it('keeps the figures with when they were read, and says when in Dutch', () => {
    rememberTotals(
      localStorage,
      { participants: 10063, birds: 200000 },
      new Date('2025-01-25T13:05:00Z'),
    );
    const seen = lastSeenTotals(localStorage);
    expect(seen).toMatchObject({ participants: 10063, birds: 200000 });
    expect(standText(seen!.at)).toBe('Stand van zaterdag 25 januari om 14:05');
  });
  it('has none when nothing or nonsense is stored', () => {
    localStorage.setItem(LAST_TOTALS_KEY, '{"participants":"x"}');
    expect(lastSeenTotals(localStorage)).toBeUndefined();
    localStorage.removeItem(LAST_TOTALS_KEY);
    expect(lastSeenTotals(localStorage)).toBeUndefined();
  });
});
