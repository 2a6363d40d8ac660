import { describe, expect, it } from 'vitest';
import { signUpUrl } from './sign-up-url.ts';

describe('signUpUrl', () => {
  it('adds the campaign parameters', () => {
    const url = new URL(
      signUpUrl('https://example.org/aanmelden', {
        source: 'tvt',
        campaign: 'tvt2025',
        segment: 'default',
        referralCode: undefined,
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'tvt',
      utm_medium: 'app',
      utm_campaign: 'tvt2025',
    });
  });

  it('passes a segment and referral code on, and keeps parameters already set', () => {
    const url = new URL(
      signUpUrl('https://example.org/aanmelden?utm_medium=nieuwsbrief#form', {
        source: 'tvt',
        campaign: 'tvt2025',
        segment: 'jg',
        referralCode: 'R 1',
      }),
    );
    expect(url.searchParams.get('utm_medium')).toBe('nieuwsbrief');
    expect(url.searchParams.get('t')).toBe('jg');
    expect(url.searchParams.get('refcode')).toBe('R 1');
    expect(url.hash).toBe('#form');
  });
});
