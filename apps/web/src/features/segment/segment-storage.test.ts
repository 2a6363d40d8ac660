// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  captureSegment,
  REFERRAL_STORAGE_KEY,
  SEGMENT_STORAGE_KEY,
  storedReferralCode,
  storedSegment,
} from './segment-storage.ts';

describe('segment and referral code', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each(['default', 'jg', 'bs'])('stores t=%s in local storage', (t) => {
    captureSegment(`?t=${t}`, localStorage, sessionStorage);
    expect(localStorage.getItem(SEGMENT_STORAGE_KEY)).toBe(t);
    expect(storedSegment(localStorage)).toBe(t);
  });

  it('ignores an unknown segment and keeps the stored one', () => {
    captureSegment('?t=jg', localStorage, sessionStorage);
    captureSegment('?t=xx', localStorage, sessionStorage);
    expect(storedSegment(localStorage)).toBe('jg');
  });

  it('is default without a stored segment', () => {
    expect(storedSegment(localStorage)).toBe('default');
  });

  it('keeps refcode in session storage as referralCode, not in local storage', () => {
    captureSegment('?refcode=ABC123', localStorage, sessionStorage);
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('ABC123');
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
    expect(storedReferralCode(sessionStorage)).toBe('ABC123');
  });

  it('does not store an empty refcode', () => {
    captureSegment('?refcode=', localStorage, sessionStorage);
    expect(storedReferralCode(sessionStorage)).toBeUndefined();
  });
});
