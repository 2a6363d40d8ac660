import { describe, expect, it } from 'vitest';
import { hourlySeries, minuteSeries } from '../../src/office/dashboard-series.ts';

const row = (iso: string, counts: number, participants = counts, birds = counts * 3) => ({
  start: new Date(iso),
  counts,
  participants,
  birds,
});

describe('dashboard series', () => {
  it('fills every hour of the weekend so far, zeros included, and stops at now', () => {
    const hours = hourlySeries(
      new Date('2026-01-23T07:00:00Z'),
      new Date('2026-01-26T11:00:00Z'),
      new Date('2026-01-23T09:20:00Z'),
      [row('2026-01-23T07:00:00Z', 2), row('2026-01-23T09:00:00Z', 1, 4, 12)],
    );
    expect(hours).toEqual([
      { start: '2026-01-23T07:00:00.000Z', counts: 2, participants: 2, birds: 6 },
      { start: '2026-01-23T08:00:00.000Z', counts: 0, participants: 0, birds: 0 },
      { start: '2026-01-23T09:00:00.000Z', counts: 1, participants: 4, birds: 12 },
    ]);
  });

  it('is empty before the weekend and whole after it', () => {
    const from = new Date('2026-01-23T07:00:00Z');
    const until = new Date('2026-01-26T11:00:00Z');
    expect(hourlySeries(from, until, new Date('2026-01-20T00:00:00Z'), [])).toEqual([]);
    expect(hourlySeries(from, until, new Date('2026-02-20T00:00:00Z'), [])).toHaveLength(76);
  });

  it('gives the last minutes and the current one, oldest first', () => {
    const minutes = minuteSeries(new Date('2026-01-24T10:15:42Z'), 3, [
      row('2026-01-24T10:13:00Z', 5),
      row('2026-01-24T10:15:00Z', 2),
    ]);
    expect(minutes.map((m) => [m.start.slice(11, 16), m.counts])).toEqual([
      ['10:12', 0],
      ['10:13', 5],
      ['10:14', 0],
      ['10:15', 2],
    ]);
  });
});
