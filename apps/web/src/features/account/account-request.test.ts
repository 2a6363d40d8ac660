import { describe, expect, it } from 'vitest';
import { HttpError } from '../config/fetch-json.ts';
import { dutchMessage, unwrapData } from './account-request.ts';

describe('account requests', () => {
  it('shows the server’s Dutch message, or a Dutch fallback when there was no answer', () => {
    const down = new HttpError(503, 'De inlogdienst is even niet bereikbaar.');
    expect(dutchMessage(down, 'Later opnieuw.')).toBe('De inlogdienst is even niet bereikbaar.');
    expect(dutchMessage(new TypeError('Failed to fetch'), 'Later opnieuw.')).toBe('Later opnieuw.');
  });

  it('reads answers with and without a data wrapper', () => {
    expect(unwrapData({ data: { initials: 'M' } })).toEqual({ initials: 'M' });
    expect(unwrapData({ initials: 'M' })).toEqual({ initials: 'M' });
  });
});
