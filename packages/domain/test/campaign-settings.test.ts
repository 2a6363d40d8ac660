import { describe, expect, it } from 'vitest';
import {
  type Campaign,
  type CampaignSettings,
  DEFAULT_CAMPAIGN,
  EMPTY_BANNERS,
  EMPTY_LINKS,
  campaignSettingsProblems,
  currentCampaign,
  linkProblem,
  nextTakeOver,
  normaliseCampaignSettings,
  overlapProblem,
  phaseOrderProblems,
  toAmsterdamLocalInput,
  fromAmsterdamLocalInput,
  yearProblem,
} from '../src/index.ts';

const c2026: CampaignSettings = {
  year: 2026,
  name: 'Nationale Tuinvogeltelling',
  tag: 'tvt2026',
  phase1Start: new Date('2025-12-01T09:00:00+01:00'),
  phase2Start: new Date('2026-01-23T08:00:00+01:00'),
  phase3Start: new Date('2026-01-26T12:00:00+01:00'),
  links: EMPTY_LINKS,
  banners: EMPTY_BANNERS,
};
const fields = (value: CampaignSettings, others: Campaign[] = []) =>
  campaignSettingsProblems(value, others).map((i) => i.field);

describe('campaign settings validation', () => {
  it('accepts the spec campaign and a next year without links or banners', () => {
    expect(fields({ ...DEFAULT_CAMPAIGN, links: EMPTY_LINKS, banners: EMPTY_BANNERS })).toEqual([]);
    expect(fields(c2026, [DEFAULT_CAMPAIGN])).toEqual([]);
  });

  it('wants the year of the count (the phase 2 start in Amsterdam) within range', () => {
    expect(yearProblem(2025, c2026.phase2Start)).toMatch(/valt in 2026/);
    expect(yearProblem(1999, c2026.phase2Start)).toMatch(/tussen 2000 en 2100/);
    expect(yearProblem(2026.5, c2026.phase2Start)).toMatch(/tussen/);
    // 31 December 23:30 UTC is already 1 January in Amsterdam.
    expect(yearProblem(2027, new Date('2026-12-31T23:30:00Z'))).toBeUndefined();
  });

  it('keeps the phase starts in order and the periods plausible', () => {
    const swap = { ...c2026, phase2Start: c2026.phase3Start, phase3Start: c2026.phase2Start };
    expect(phaseOrderProblems(swap).map((i) => i.field)).toEqual(['phase3Start']);
    const same = { ...c2026, phase2Start: c2026.phase1Start };
    expect(phaseOrderProblems(same)[0]).toMatchObject({ field: 'phase2Start' });
    const long = { ...c2026, phase3Start: new Date('2026-02-10T12:00:00+01:00') };
    expect(phaseOrderProblems(long)[0]?.message).toMatch(/hoogstens 14 dagen/);
    const runUp = { ...c2026, phase1Start: new Date('2024-12-01T09:00:00+01:00') };
    expect(phaseOrderProblems(runUp)[0]).toMatchObject({ field: 'phase1Start' });
  });

  it('refuses a campaign that overlaps another one', () => {
    const early = { ...c2026, phase1Start: new Date('2025-01-26T12:00:00+01:00') };
    expect(overlapProblem(early, [DEFAULT_CAMPAIGN])?.message).toMatch(/na de telling van 2025/);
    const before = { ...DEFAULT_CAMPAIGN, phase3Start: new Date('2025-12-02T12:00:00+01:00') };
    expect(overlapProblem(before, [c2026])?.field).toBe('phase3Start');
    // The same year is the campaign itself, never an overlap.
    expect(overlapProblem(c2026, [c2026])).toBeUndefined();
  });

  it('allows only https links without credentials', () => {
    expect(linkProblem('https://www.vogelbescherming.nl/tuinvogeltelling')).toBeUndefined();
    expect(linkProblem('http://example.nl')).toMatch(/https:\/\//);
    expect(linkProblem('javascript:alert(1)')).toMatch(/https:\/\//);
    expect(linkProblem('www.example.nl')).toMatch(/volledig webadres/);
    expect(linkProblem('https://user:pw@example.nl')).toMatch(/wachtwoord/);
    expect(linkProblem(`https://example.nl/${'a'.repeat(500)}`)).toMatch(/500 tekens/);
    const bad = { ...c2026, links: { ...EMPTY_LINKS, donation: 'ftp://x.nl' } };
    expect(campaignSettingsProblems(bad)[0]).toMatchObject({ field: 'links.donation' });
  });

  it('checks banner texts and image ids', () => {
    const banners = {
      ...EMPTY_BANNERS,
      jg: { text: 'x'.repeat(161), imageId: null },
      bs: { text: '<script>', imageId: 'not-an-id' },
    };
    expect(fields({ ...c2026, banners })).toEqual([
      'banners.jg.text',
      'banners.bs.text',
      'banners.bs.imageId',
    ]);
    expect(fields({ ...c2026, name: '  ' })).toEqual(['name']);
  });

  it('normalises blank texts to null and trims', () => {
    const value = normaliseCampaignSettings({
      ...c2026,
      name: ' Telling ',
      links: { ...EMPTY_LINKS, signUp: '  ', results: ' https://x.nl ' },
      banners: { ...EMPTY_BANNERS, jg: { text: ' Tel mee! ', imageId: '' } },
    });
    expect(value.name).toBe('Telling');
    expect(value.links).toMatchObject({ signUp: null, results: 'https://x.nl' });
    expect(value.banners.jg).toEqual({ text: 'Tel mee!', imageId: null });
  });
});

describe('currentCampaign: the next campaign takes over at its phase 1 start', () => {
  const all = [c2026, DEFAULT_CAMPAIGN];
  it('follows the campaign whose phase 1 started last', () => {
    expect(currentCampaign(new Date('2025-06-01T00:00:00Z'), all)?.year).toBe(2025);
    expect(currentCampaign(new Date('2025-12-01T07:59:59Z'), all)?.year).toBe(2025);
    expect(currentCampaign(new Date('2025-12-01T08:00:00Z'), all)?.year).toBe(2026);
    expect(currentCampaign(new Date('2030-01-01T00:00:00Z'), all)?.year).toBe(2026);
  });

  it('takes the earliest before any has started, and nothing from an empty list', () => {
    expect(currentCampaign(new Date('2020-01-01T00:00:00Z'), all)?.year).toBe(2025);
    expect(currentCampaign(new Date(), [])).toBeUndefined();
  });

  it('names the next take-over moment', () => {
    expect(nextTakeOver(new Date('2025-06-01T00:00:00Z'), all)).toEqual(c2026.phase1Start);
    expect(nextTakeOver(new Date('2026-06-01T00:00:00Z'), all)).toBeUndefined();
  });
});

describe('datetime-local values in Amsterdam time', () => {
  it('round-trips winter and summer instants', () => {
    expect(toAmsterdamLocalInput(new Date('2025-01-24T07:00:00Z'))).toBe('2025-01-24T08:00');
    expect(fromAmsterdamLocalInput('2025-01-24T08:00')?.toISOString()).toBe(
      '2025-01-24T07:00:00.000Z',
    );
    expect(fromAmsterdamLocalInput('2025-07-01T12:30')?.toISOString()).toBe(
      '2025-07-01T10:30:00.000Z',
    );
  });

  it('refuses what is not a wall-clock value', () => {
    expect(fromAmsterdamLocalInput('')).toBeUndefined();
    expect(fromAmsterdamLocalInput('2025-01-24')).toBeUndefined();
    expect(fromAmsterdamLocalInput('2025-01-24T25:00')).toBeUndefined();
  });
});
