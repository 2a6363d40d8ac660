import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAMPAIGN as c,
  campaignYear,
  countingDays,
  daysUntilPhase2,
  lastCountingDayLabel,
  parsePhase,
  phaseAt,
} from '../src/index.ts';

const at = (iso: string) => new Date(iso);

describe('phaseAt (spec section 1, Europe/Amsterdam)', () => {
  it.each([
    ['long before phase 1', '2024-06-01T12:00:00+02:00', 3],
    ['one millisecond before phase 1', '2024-12-01T08:59:59.999+01:00', 3],
    ['the phase 1 start instant', '2024-12-01T09:00:00+01:00', 1],
    ['one millisecond before phase 2', '2025-01-24T07:59:59.999+01:00', 1],
    ['the phase 2 start instant', '2025-01-24T08:00:00+01:00', 2],
    ['the phase 2 start expressed in UTC', '2025-01-24T07:00:00Z', 2],
    ['one millisecond before phase 3', '2025-01-27T11:59:59.999+01:00', 2],
    ['the phase 3 start instant', '2025-01-27T12:00:00+01:00', 3],
    ['long after phase 3', '2025-06-01T12:00:00+02:00', 3],
  ] as const)('%s → %i', (_label, iso, phase) => {
    expect(phaseAt(at(iso), c)).toBe(phase);
  });
});

describe('parsePhase', () => {
  it('accepts 1, 2 and 3', () => {
    expect([parsePhase('1'), parsePhase('2'), parsePhase(' 3 ')]).toEqual([1, 2, 3]);
  });
  it.each(['0', '4', '', 'abc', '1.5', null, undefined])('refuses %s', (v) => {
    expect(parsePhase(v)).toBeUndefined();
  });
});

describe('counting days', () => {
  it('run from the phase 2 start day until the day before phase 3', () => {
    expect(countingDays(c)).toEqual(['2025-01-24', '2025-01-25', '2025-01-26']);
  });
  it('uses Amsterdam dates even when UTC is on the previous day', () => {
    const late = {
      ...c,
      phase2Start: at('2025-01-23T23:30:00Z'),
      phase3Start: at('2025-01-25T23:30:00Z'),
    };
    expect(countingDays(late)).toEqual(['2025-01-24', '2025-01-25']);
  });
  it('names the last counting day in Dutch long format', () => {
    expect(lastCountingDayLabel(c)).toBe('26 januari 2025');
  });
});

describe('daysUntilPhase2', () => {
  it('counts calendar days in Amsterdam', () => {
    expect(daysUntilPhase2(at('2025-01-01T12:00:00+01:00'), c)).toBe(23);
    expect(daysUntilPhase2(at('2025-01-23T23:59:00+01:00'), c)).toBe(1);
    expect(daysUntilPhase2(at('2025-01-24T00:01:00+01:00'), c)).toBe(0);
  });
  it('is never negative', () => {
    expect(daysUntilPhase2(at('2025-02-10T12:00:00+01:00'), c)).toBe(0);
  });
});

describe('campaignYear', () => {
  it('is the year before the phase 2 start year while now is before it', () => {
    expect(campaignYear(at('2024-12-15T12:00:00+01:00'), c)).toBe(2024);
    expect(campaignYear(at('2025-01-24T07:59:59+01:00'), c)).toBe(2024);
  });
  it('is the phase 2 start year from then on', () => {
    expect(campaignYear(at('2025-01-24T08:00:00+01:00'), c)).toBe(2025);
  });
});
