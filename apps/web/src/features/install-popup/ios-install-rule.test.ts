import { describe, expect, it } from 'vitest';
import { shouldOfferIosInstall } from './ios-install-rule.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPOD = 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describe('iOS install popup', () => {
  it.each([IPHONE, IPAD, IPOD])('shows on iOS in the browser: %s', (userAgent) => {
    expect(
      shouldOfferIosInstall({ userAgent, standalone: false, displayModeStandalone: false }),
    ).toBe(true);
  });

  it('does not show on other platforms', () => {
    expect(shouldOfferIosInstall({ userAgent: ANDROID, displayModeStandalone: false })).toBe(false);
  });

  it('does not show when running standalone', () => {
    expect(
      shouldOfferIosInstall({ userAgent: IPHONE, standalone: true, displayModeStandalone: false }),
    ).toBe(false);
    expect(
      shouldOfferIosInstall({
        userAgent: IPHONE,
        standalone: undefined,
        displayModeStandalone: true,
      }),
    ).toBe(false);
  });
});
