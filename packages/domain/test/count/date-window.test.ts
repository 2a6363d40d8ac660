import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAMPAIGN as campaign,
  countDateOptions,
  countMomentAt,
  repairCountMoment,
  selectableCountDates,
  withDefaultTime,
} from '../../src/index.ts';

const at = (iso: string) => new Date(iso);

describe('selectable count dates (spec 5, Europe/Amsterdam)', () => {
  it.each([
    ['in phase 1: only today', '2024-12-15T12:00:00+01:00', ['2024-12-15']],
    [
      'one ms before the phase 2 start: only today',
      '2025-01-24T07:59:59.999+01:00',
      ['2025-01-24'],
    ],
    [
      'before phase 2, UTC still on the 23rd while Amsterdam is on the 24th',
      '2025-01-23T23:30:00Z',
      ['2025-01-24'],
    ],
    ['at the phase 2 start: the first day', '2025-01-24T08:00:00+01:00', ['2025-01-24']],
    [
      'just after midnight in Amsterdam while UTC is still on the 24th',
      '2025-01-24T23:30:00Z',
      ['2025-01-25', '2025-01-24'],
    ],
    [
      'one minute before midnight in Amsterdam',
      '2025-01-25T22:59:00Z',
      ['2025-01-25', '2025-01-24'],
    ],
    ['the third day', '2025-01-26T10:00:00+01:00', ['2025-01-26', '2025-01-25', '2025-01-24']],
    ['phase 3 has begun', '2025-01-27T13:00:00+01:00', ['2025-01-26', '2025-01-25', '2025-01-24']],
    ['weeks later', '2025-02-10T10:00:00+01:00', ['2025-01-26', '2025-01-25', '2025-01-24']],
  ] as const)('%s', (_label, now, dates) => {
    expect(selectableCountDates(at(now), campaign)).toEqual(dates);
  });

  it('labels each date with its Dutch weekday, newest first', () => {
    expect(countDateOptions(at('2025-01-26T10:00:00+01:00'), campaign)).toEqual([
      { value: '2025-01-26', name: 'zondag 26 januari' },
      { value: '2025-01-25', name: 'zaterdag 25 januari' },
      { value: '2025-01-24', name: 'vrijdag 24 januari' },
    ]);
  });

  it('keeps the window at three days whatever the phase 3 start', () => {
    const long = { ...campaign, phase3Start: at('2025-02-15T12:00:00+01:00') };
    expect(selectableCountDates(at('2025-02-01T12:00:00+01:00'), long)).toHaveLength(3);
  });
});

describe('repairing a saved date (spec 4)', () => {
  const allowed = ['2025-01-26', '2025-01-25', '2025-01-24'];

  it('replaces a date that is no longer allowed by the first allowed date, keeping the time', () => {
    expect(repairCountMoment({ date: '2025-01-23', hour: 9, minute: 5 }, allowed)).toEqual({
      date: '2025-01-26',
      hour: 9,
      minute: 5,
    });
  });

  it('keeps an allowed date', () => {
    const moment = { date: '2025-01-25', hour: 14, minute: 30 };
    expect(repairCountMoment(moment, allowed)).toBe(moment);
  });

  it('leaves the moment alone when nothing is allowed', () => {
    const moment = { date: '2025-01-25', hour: 14, minute: 30 };
    expect(repairCountMoment(moment, [])).toBe(moment);
  });
});

describe('count moment from the clock', () => {
  it('reads the Amsterdam wall clock, not UTC', () => {
    expect(countMomentAt(at('2025-01-24T23:30:00Z'))).toEqual({
      date: '2025-01-25',
      hour: 0,
      minute: 30,
    });
  });

  it('sets the default time to now when hour or minute is missing (spec 4)', () => {
    const now = at('2025-01-25T09:07:00Z');
    expect(withDefaultTime({ date: '2025-01-24' }, now)).toEqual({
      date: '2025-01-24',
      hour: 10,
      minute: 7,
    });
    expect(withDefaultTime({ date: '2025-01-24', hour: 8, minute: null }, now)).toEqual({
      date: '2025-01-24',
      hour: 10,
      minute: 7,
    });
    expect(withDefaultTime({ date: '2025-01-24', hour: 8, minute: 0 }, now)).toEqual({
      date: '2025-01-24',
      hour: 8,
      minute: 0,
    });
    expect(withDefaultTime({}, now).date).toBe('2025-01-25');
  });
});
