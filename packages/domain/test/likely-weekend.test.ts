import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPAIGN } from '../src/campaign/campaign.ts';
import { likelyCampaignDates, nextCampaignYear } from '../src/campaign/likely-weekend.ts';

const iso = (d: Date) => d.toISOString();

describe('likelyCampaignDates', () => {
  it("gives the spec's own 2025 campaign", () => {
    const dates = likelyCampaignDates(2025);
    expect(iso(dates.phase1Start)).toBe(iso(DEFAULT_CAMPAIGN.phase1Start));
    expect(iso(dates.phase2Start)).toBe(iso(DEFAULT_CAMPAIGN.phase2Start));
    expect(iso(dates.phase3Start)).toBe(iso(DEFAULT_CAMPAIGN.phase3Start));
  });
  it('counts the last full weekend of January, also when 31 January is a Saturday or Sunday', () => {
    // 2026: Saturday the 31st, so its Sunday is in February: the weekend of 24–25 counts.
    expect(iso(likelyCampaignDates(2026).phase2Start)).toBe('2026-01-23T07:00:00.000Z');
    // 2027: Sunday the 31st: Friday 29 to Sunday 31.
    expect(iso(likelyCampaignDates(2027).phase2Start)).toBe('2027-01-29T07:00:00.000Z');
    expect(iso(likelyCampaignDates(2027).phase3Start)).toBe('2027-02-01T11:00:00.000Z');
  });
});

describe('nextCampaignYear', () => {
  it('is the year after the latest, unless that count has begun already', () => {
    expect(nextCampaignYear(2025, new Date('2025-03-01T00:00:00Z'))).toBe(2026);
    expect(nextCampaignYear(2025, new Date('2026-11-27T00:00:00Z'))).toBe(2027);
    expect(nextCampaignYear(2025, new Date('2026-01-23T06:59:00Z'))).toBe(2026);
  });
});
