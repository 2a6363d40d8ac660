import type { Segment } from '../segment/index.ts';

export interface SignUpContext {
  /** The campaign's source value (config). */
  source: string;
  /** The campaign tag, e.g. `tvt2025`. */
  campaign: string;
  segment: Segment;
  referralCode: string | undefined;
}

/**
 * The external sign-up address with the campaign's parameters, so the organisation can tell
 * sign-ups from the app apart by campaign, segment and referral. Parameters already in the
 * configured address win.
 */
export function signUpUrl(base: string, context: SignUpContext): string {
  const url = new URL(base);
  const add = (key: string, value: string | undefined) => {
    if (value && !url.searchParams.has(key)) url.searchParams.set(key, value);
  };
  add('utm_source', context.source);
  add('utm_medium', 'app');
  add('utm_campaign', context.campaign);
  if (context.segment !== 'default') add('t', context.segment);
  add('refcode', context.referralCode);
  return url.toString();
}
