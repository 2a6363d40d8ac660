import { describe, expect, it } from 'vitest';
import type { OfficeCampaign } from '@tvt/contract/office';
import { derivedCountingDays, formOf, inputOf, nextYearForm } from './campaign-form-state.ts';

const banner = { text: null, imageId: null, imageUrl: null };
const c2025: OfficeCampaign = {
  year: 2025,
  name: 'Nationale Tuinvogeltelling',
  tag: 'tvt2025',
  phase1Start: '2024-12-01T08:00:00.000Z',
  phase2Start: '2025-01-24T07:00:00.000Z',
  phase3Start: '2025-01-27T11:00:00.000Z',
  countingDays: ['2025-01-24', '2025-01-25', '2025-01-26'],
  links: { signUp: 'https://x.nl', socialWall: null, results: null, course: null, donation: null },
  banners: { default: banner, jg: { ...banner, text: 'Tel mee!' }, bs: banner },
  active: true,
  current: true,
};

describe('campaign form state', () => {
  it('shows the dates as Amsterdam wall-clock values and sends them back as instants', () => {
    const form = formOf(c2025);
    expect(form.phase2Start).toBe('2025-01-24T08:00');
    expect(form.links.signUp).toBe('https://x.nl');
    expect(form.banners.jg.text).toBe('Tel mee!');
    const input = inputOf(form);
    expect(input.phase2Start).toBe('2025-01-24T07:00:00.000Z');
    expect(input.links.results).toBeNull();
    expect(input.banners.default).toEqual({ text: null, imageId: null });
  });

  it('prepares the next count still to come, on its likely weekend', () => {
    const next = nextYearForm(c2025, new Date('2025-06-01T00:00:00Z'));
    expect(next.year).toBe('2026');
    expect(next.phase2Start).toBe('2026-01-23T08:00');
    expect(derivedCountingDays(next)).toEqual(['2026-01-23', '2026-01-24', '2026-01-25']);
    // In November 2026 the 2026 count is past: the next real one is 2027.
    const later = nextYearForm(c2025, new Date('2026-11-27T12:00:00Z'));
    expect(later.year).toBe('2027');
    expect(later.phase1Start).toBe('2026-12-01T09:00');
    expect(derivedCountingDays(later)).toEqual(['2027-01-29', '2027-01-30', '2027-01-31']);
  });

  it('derives no counting days from dates out of order or unreadable', () => {
    const form = formOf(c2025);
    expect(derivedCountingDays({ ...form, phase3Start: form.phase2Start })).toEqual([]);
    expect(derivedCountingDays({ ...form, phase2Start: '' })).toEqual([]);
    expect(inputOf({ ...form, phase1Start: 'x' }).phase1Start).toBe('');
  });
});
