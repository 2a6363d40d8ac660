import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAMPAIGN as c,
  addMonths,
  campaignEnd,
  reminderMailText,
  reminderWindowOpen,
  retentionDeadline,
  retentionDue,
  isSingleLine,
} from '../../src/index.ts';

describe('retention (decision 082)', () => {
  it('a campaign ends at its phase 3 start', () => {
    expect(campaignEnd(c)).toEqual(c.phase3Start);
  });

  it('adds calendar months and keeps the time of day', () => {
    expect(addMonths(new Date('2025-01-27T11:00:00Z'), 12).toISOString()).toBe(
      '2026-01-27T11:00:00.000Z',
    );
    expect(addMonths(new Date('2025-01-27T11:00:00Z'), 0).toISOString()).toBe(
      '2025-01-27T11:00:00.000Z',
    );
  });

  it('clamps a day the target month lacks to its last day', () => {
    expect(addMonths(new Date('2025-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2025-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2023-12-31T10:00:00Z'), 2).toISOString()).toBe(
      '2024-02-29T10:00:00.000Z',
    );
  });

  it('is due from the deadline on, not a millisecond before', () => {
    const deadline = retentionDeadline(c, 6);
    expect(deadline.toISOString()).toBe('2025-07-27T11:00:00.000Z');
    expect(retentionDue(new Date(deadline.getTime() - 1), c, 6)).toBe(false);
    expect(retentionDue(deadline, c, 6)).toBe(true);
  });
});

describe('reminder', () => {
  it('goes out from the phase 2 start until the count closes', () => {
    expect(reminderWindowOpen(new Date(c.phase2Start.getTime() - 1), c)).toBe(false);
    expect(reminderWindowOpen(c.phase2Start, c)).toBe(true);
    expect(reminderWindowOpen(new Date(c.phase3Start.getTime() - 1), c)).toBe(true);
    expect(reminderWindowOpen(c.phase3Start, c)).toBe(false);
  });

  it('ends every reminder with the way out', () => {
    const text = reminderMailText(
      '  De telling is begonnen!  ',
      'https://x.nl/aanmelding/afmelden?token=abc',
    );
    expect(text.startsWith('De telling is begonnen!\n')).toBe(true);
    expect(text).toContain('Afmelden: https://x.nl/aanmelding/afmelden?token=abc');
  });

  it('refuses a line break in a subject', () => {
    expect(isSingleLine('Het is zover')).toBe(true);
    expect(isSingleLine('Het is\r\nBcc: x@y.nl')).toBe(false);
  });
});
