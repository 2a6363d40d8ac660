import { SEGMENT_COOKIE } from '@tvt/contract';
import { setFlagCookie } from '#shared/session/flag-cookie.ts';

/** Visitor segments of spec section 1; they vary the home banner. */
export const SEGMENTS = ['default', 'jg', 'bs'] as const;
export type Segment = (typeof SEGMENTS)[number];

export const SEGMENT_STORAGE_KEY = 'segment';
export const REFERRAL_STORAGE_KEY = 'referralCode';

function isSegment(value: string | null): value is Segment {
  return value !== null && (SEGMENTS as readonly string[]).includes(value);
}

/**
 * Stores `t` (a known segment) in local storage and `refcode` in session storage. Unknown
 * segment values are ignored so a mistyped link cannot erase a visitor's segment.
 */
export function captureSegment(search: string, local: Storage, session: Storage): void {
  const params = new URLSearchParams(search);
  const segment = params.get('t');
  if (isSegment(segment)) local.setItem(SEGMENT_STORAGE_KEY, segment);
  const refcode = params.get('refcode')?.trim();
  if (refcode) session.setItem(REFERRAL_STORAGE_KEY, refcode);
}

/** The stored segment, `default` when none. */
export function storedSegment(local: Storage): Segment {
  const value = local.getItem(SEGMENT_STORAGE_KEY);
  return isSegment(value) ? value : 'default';
}

/** The referral code of this browser session, if one arrived. */
export function storedReferralCode(session: Storage): string | undefined {
  return session.getItem(REFERRAL_STORAGE_KEY) ?? undefined;
}

/**
 * The stored segment as a cookie as well (decision 066): the server draws the home banner's
 * picture into the page before the app runs, and cannot read local storage.
 */
export function mirrorSegment(local: Storage): void {
  setFlagCookie(SEGMENT_COOKIE, storedSegment(local));
}
