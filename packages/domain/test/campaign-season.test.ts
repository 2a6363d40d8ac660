import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAMPAIGN,
  campaignSeason,
  countEntersResults,
  countedSpecies,
  countPlaceProblems,
  TELLER_VALUES,
  UNRECOGNISED_BIRD,
  countingDays,
  countMonthLabel,
  countWeekendLabel,
  countWeekendShortLabel,
  countsText,
  demoCampaigns,
  januaryCampaign,
  participantsText,
  weekendInView,
} from '../src/index.ts';

const at = (iso: string) => new Date(iso);
const c2025 = januaryCampaign(2025);
const c2026 = januaryCampaign(2026);

describe('januaryCampaign', () => {
  it('is the spec campaign for 2025', () => {
    expect(c2025).toEqual(DEFAULT_CAMPAIGN);
  });
  it('takes the last full weekend of January, Monday possibly in February', () => {
    const c = januaryCampaign(2027);
    expect(c.phase2Start.toISOString()).toBe('2027-01-29T07:00:00.000Z');
    expect(c.phase3Start.toISOString()).toBe('2027-02-01T11:00:00.000Z');
    expect(januaryCampaign(2026).phase2Start.toISOString()).toBe('2026-01-23T07:00:00.000Z');
  });
});

describe('demoCampaigns', () => {
  it('in November: the coming January and the one before it', () => {
    const { previous, coming } = demoCampaigns(at('2026-11-27T12:00:00Z'));
    expect([previous.year, coming.year]).toEqual([2026, 2027]);
  });
  it('in early January: this January', () => {
    expect(demoCampaigns(at('2026-01-05T12:00:00Z')).coming.year).toBe(2026);
  });
  it('during the weekend: the running one; after it, next year', () => {
    expect(demoCampaigns(at('2026-01-24T12:00:00Z')).coming.year).toBe(2026);
    expect(demoCampaigns(at('2026-01-26T11:00:00Z')).coming.year).toBe(2027);
  });
});

describe('campaignSeason', () => {
  it.each([
    ['no campaign at all', [], '2026-03-01T12:00:00Z', 'before'],
    ['long after the only count', [c2025], '2026-11-27T12:00:00Z', 'before'],
    ['a month after the count', [c2025], '2025-02-27T12:00:00Z', 'after'],
    ['a month after, next year known', [c2025, c2026], '2025-02-27T12:00:00Z', 'after'],
    ['next year known, its run-up not begun', [c2025, c2026], '2025-10-01T12:00:00Z', 'announced'],
    ['in the run-up', [c2025, c2026], '2025-12-10T12:00:00Z', 'announced'],
    ['the phase 2 start instant', [c2025], '2025-01-24T07:00:00Z', 'running'],
    ['one ms before phase 3', [c2025], '2025-01-27T10:59:59.999Z', 'running'],
    ['the phase 3 start instant', [c2025], '2025-01-27T11:00:00Z', 'after'],
    ['sixty days after the end', [c2025], '2025-03-28T11:00:00Z', 'before'],
  ] as const)('%s → %s', (_label, campaigns, iso, season) => {
    expect(campaignSeason(at(iso), campaigns).season).toBe(season);
  });

  it('names the last ended and the next campaign whatever their order', () => {
    const s = campaignSeason(at('2025-10-01T12:00:00Z'), [c2026, c2025]);
    expect(s.last?.year).toBe(2025);
    expect(s.next?.year).toBe(2026);
    const running = campaignSeason(at('2026-01-24T12:00:00Z'), [c2026, c2025]);
    expect([running.season, running.last?.year, running.next?.year]).toEqual([
      'running',
      2025,
      2026,
    ]);
  });
});

describe('weekendInView', () => {
  const c2027 = januaryCampaign(2027);
  const early2027 = { ...c2027, phase1Start: at('2026-02-20T08:00:00Z') };
  it.each([
    ['no campaign at all', [], '2026-03-01T12:00:00Z', undefined],
    ['before its run-up, the coming weekend', [c2026, c2027], '2026-11-28T12:00:00Z', 2027],
    ['in the run-up (phase 1)', [c2026, c2027], '2026-12-10T12:00:00Z', 2027],
    ['during the count', [c2026, c2027], '2027-01-30T12:00:00Z', 2027],
    ['right after the count', [c2026, c2027], '2026-02-10T12:00:00Z', 2026],
    ['after, the next run-up begun', [c2026, early2027], '2026-02-25T12:00:00Z', 2027],
    ['long after the only count', [c2025], '2026-11-27T12:00:00Z', 2025],
  ] as const)('%s → %s', (_label, campaigns, iso, year) => {
    expect(weekendInView(at(iso), campaigns)?.year).toBe(year);
  });
});

describe('countEntersResults', () => {
  const days = countingDays(c2025);
  it('takes a count of a counting day sent during the count or within a week after', () => {
    expect(countEntersResults('2025-01-25', at('2025-01-25T10:00:00Z'), c2025, days)).toBe(true);
    expect(countEntersResults('2025-01-26', at('2025-02-02T10:00:00Z'), c2025, days)).toBe(true);
  });
  it('leaves out a run-up demo count, a wrong day and a count sent long after', () => {
    expect(countEntersResults('2025-01-10', at('2025-01-10T10:00:00Z'), c2025, days)).toBe(false);
    expect(countEntersResults('2025-01-27', at('2025-01-27T10:00:00Z'), c2025, days)).toBe(false);
    expect(countEntersResults('2025-01-25', at('2025-02-05T10:00:00Z'), c2025, days)).toBe(false);
  });
});

describe('count words', () => {
  it('tellingen are counts, deelnemers are people', () => {
    expect(countsText(1)).toBe('1 telling');
    expect(countsText(3000)).toBe('3.000 tellingen');
    expect(participantsText(6030)).toBe('6.030 deelnemers');
  });
});

describe('labels', () => {
  it('names the weekend and the month', () => {
    expect(countWeekendLabel(januaryCampaign(2027))).toBe(
      'vrijdag 29 januari t/m zondag 31 januari 2027',
    );
    expect(countMonthLabel(c2026)).toBe('januari 2026');
    expect(countWeekendShortLabel(januaryCampaign(2027))).toBe('29 t/m 31 januari 2027');
    expect(
      countWeekendShortLabel({
        phase2Start: at('2027-01-30T07:00:00Z'),
        phase3Start: at('2027-02-02T11:00:00Z'),
      }),
    ).toBe('30 januari t/m 1 februari 2027');
  });
});

describe('countedSpecies', () => {
  it("leaves 'Niet herkend' and zero counts out", () => {
    const entry = (birdCount: number) => ({
      birdCount,
      birdCountSuspicious: false,
      birdName: '',
      birdImage: '',
    });
    expect(countedSpecies({ '1': entry(2), '2': entry(0), [UNRECOGNISED_BIRD.id]: entry(3) })).toBe(
      1,
    );
  });
});

describe('countPlaceProblems', () => {
  it('asks for the place and the counter, nothing else', () => {
    expect(countPlaceProblems({}).map((p) => p.field)).toEqual(['telplek', 'teller']);
    expect(countPlaceProblems({ telplek: 'tuin', teller: TELLER_VALUES[0] })).toEqual([]);
  });
});
