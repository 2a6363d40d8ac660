import { describe, expect, it } from 'vitest';
import {
  activeHours,
  foldQuietHours,
  minuteSeries,
  perMinuteNow,
  sameMomentOfCampaign,
} from '../../src/office/dashboard-series.ts';

const row = (iso: string, counts: number) => ({ start: new Date(iso), counts });

describe('dashboard hours', () => {
  it('merges counts by moment counted and by arrival, leaving out empty hours', () => {
    const hours = activeHours(
      [row('2026-01-24T09:00:00Z', 5), row('2026-01-24T10:00:00Z', 2)],
      [
        row('2026-01-24T10:00:00Z', 6),
        row('2026-01-27T08:00:00Z', 1),
        row('2026-01-25T00:00:00Z', 0),
      ],
    );
    expect(hours).toEqual([
      { start: '2026-01-24T09:00:00.000Z', counted: 5, arrived: 0 },
      { start: '2026-01-24T10:00:00.000Z', counted: 2, arrived: 6 },
      { start: '2026-01-27T08:00:00.000Z', counted: 0, arrived: 1 },
    ]);
  });

  it('folds each quiet stretch into one line with its length', () => {
    const lines = foldQuietHours([
      { start: '2026-01-24T09:00:00.000Z', counted: 5, arrived: 0 },
      { start: '2026-01-24T10:00:00.000Z', counted: 2, arrived: 6 },
      { start: '2026-01-24T14:00:00.000Z', counted: 1, arrived: 1 },
    ]);
    expect(lines.map((l) => (l.kind === 'quiet' ? `-${l.hours}` : l.start.slice(11, 13)))).toEqual([
      '09',
      '10',
      '-3',
      '14',
    ]);
    expect(lines[2]).toEqual({ kind: 'quiet', from: '2026-01-24T11:00:00.000Z', hours: 3 });
    expect(foldQuietHours([])).toEqual([]);
  });
});

describe('dashboard minutes', () => {
  it('gives the last minutes and the current one, zeros included', () => {
    const now = new Date('2026-01-24T10:15:30Z');
    const minutes = minuteSeries(now, 3, [
      row('2026-01-24T10:13:10Z', 4),
      row('2026-01-24T10:15:00Z', 1),
    ]);
    expect(minutes).toEqual([
      { start: '2026-01-24T10:12:00.000Z', counts: 0 },
      { start: '2026-01-24T10:13:00.000Z', counts: 4 },
      { start: '2026-01-24T10:14:00.000Z', counts: 0 },
      { start: '2026-01-24T10:15:00.000Z', counts: 1 },
    ]);
    // The current minute is partial: the rate is the mean of whole minutes.
    expect(perMinuteNow(minutes, 3)).toBe(1.3);
    expect(perMinuteNow([])).toBe(0);
  });
});

describe('sameMomentOfCampaign', () => {
  it('is last year’s counting start plus the time since this year’s', () => {
    expect(
      sameMomentOfCampaign(
        new Date('2026-01-24T13:30:00Z'),
        new Date('2026-01-23T07:00:00Z'),
        new Date('2025-01-24T07:00:00Z'),
      ).toISOString(),
    ).toBe('2025-01-25T13:30:00.000Z');
  });
});
